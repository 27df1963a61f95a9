import {
  HISTORY_SIDEBAR_EVENT,
  HISTORY_SIDEBAR_READY_EVENT,
  MARKETPLACE_PAGE_PATH,
  isInvoicePagePath,
  namesNotificationTarget,
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATION_SIDEBAR_EVENT,
  NOTIFICATION_SIDEBAR_READY_EVENT,
  PALETTE_OPEN_EVENT,
  PALETTE_READY_EVENT,
  readSurfaces,
  TASKS_DASHBOARD_PATH,
  type RemoteName,
  type SurfaceState,
} from '@staydesk/contracts';
import type { OnDemandTrigger } from './on-demand';

export type SlotId =
  | 'bell'
  | 'palette'
  | 'notification-sidebar'
  | 'history-sidebar'
  | 'task-sidebar'
  | 'task-create'
  | 'marketplace'
  | 'issues'
  | 'execution'
  | 'page';

export interface SurfaceDefinition {
  remote: RemoteName;
  /** The module the remote exposes, without './'. */
  module: string;
  label: string;
  slot: SlotId;
  /** Applications follow the URL; parcels (no activeWhen) stay mounted once mounted. */
  activeWhen?: (surfaces: SurfaceState, pathname: string) => boolean;
  /** A parcel that is not on screen until asked for: mounted then, not with the layout. */
  onDemand?: OnDemandTrigger;
  /** Its remote draws it on the server too (SURFACE_VIEW_ROUTE): the edge puts it in the page. */
  drawnByServer?: true;
}

/** Every surface the shell composes, and which remote provides it. */
export const SURFACES: readonly SurfaceDefinition[] = [
  { remote: 'mf-notifications', module: 'Bell', label: 'Notifications', slot: 'bell' },
  {
    remote: 'mf-palette',
    module: 'Palette',
    label: 'Command palette',
    slot: 'palette',
    onDemand: { requestEvent: PALETTE_OPEN_EVENT, readyEvent: PALETTE_READY_EVENT },
  },
  {
    remote: 'mf-notifications',
    module: 'NotificationSidebar',
    label: 'Notifications sidebar',
    slot: 'notification-sidebar',
    // It also opens the item a link names, where a pushed notification's click lands.
    onDemand: {
      requestEvent: NOTIFICATION_SIDEBAR_EVENT,
      readyEvent: NOTIFICATION_SIDEBAR_READY_EVENT,
      neededBy: namesNotificationTarget,
    },
  },
  {
    remote: 'mf-tasks',
    module: 'RecentActivity',
    label: 'Recent activity',
    slot: 'history-sidebar',
    onDemand: { requestEvent: HISTORY_SIDEBAR_EVENT, readyEvent: HISTORY_SIDEBAR_READY_EVENT },
  },
  {
    remote: 'mf-tasks',
    module: 'TaskSidebar',
    label: 'Task details',
    slot: 'task-sidebar',
    activeWhen: (s) => s.taskId !== null && !s.execution,
    drawnByServer: true,
  },
  {
    remote: 'mf-tasks',
    module: 'TaskCreatePanel',
    label: 'Create task',
    slot: 'task-create',
    activeWhen: (s) => s.createTask !== null,
  },
  {
    remote: 'mf-marketplace',
    module: 'MarketplacePanel',
    label: 'Marketplace',
    slot: 'marketplace',
    activeWhen: (s) => s.marketplace && !s.execution,
  },
  {
    // Placed as the marketplace panel is (600 px left of the sidebar); the two exclude each other.
    remote: 'mf-marketplace',
    module: 'TaskIssuesPanel',
    label: 'Task Issues',
    slot: 'issues',
    activeWhen: (s) => s.issues && !s.execution,
  },
  {
    remote: 'mf-execution',
    module: 'ExecutionView',
    label: 'Task execution',
    slot: 'execution',
    activeWhen: (s) => s.execution,
    drawnByServer: true,
  },
  {
    remote: 'mf-notifications',
    module: 'NotificationSettings',
    label: 'Notification settings',
    slot: 'page',
    activeWhen: (_surfaces, pathname) => pathname === NOTIFICATION_SETTINGS_PATH,
  },
  {
    remote: 'mf-tasks',
    module: 'TasksDashboard',
    label: 'Tasks dashboard',
    slot: 'page',
    activeWhen: (_surfaces, pathname) => pathname === TASKS_DASHBOARD_PATH,
  },
  {
    // Shown without the chrome (boot/chromeless-page.tsx), so never beside another page.
    remote: 'mf-marketplace',
    module: 'InvoicePage',
    label: 'Invoice',
    slot: 'page',
    activeWhen: (_surfaces, pathname) => isInvoicePagePath(pathname),
  },
  {
    remote: 'mf-marketplace',
    module: 'MarketplacePage',
    label: 'Marketplace',
    slot: 'page',
    activeWhen: (_surfaces, pathname) => pathname === MARKETPLACE_PAGE_PATH,
  },
];

/** The surfaces a page at this location shows at once: their remotes are fetched first. */
export const surfacesOnScreenAt = (pathname: string, search: string) =>
  SURFACES.filter((surface) =>
    surface.activeWhen
      ? surface.activeWhen(readSurfaces(search), pathname)
      : surface.onDemand
        ? (surface.onDemand.neededBy?.(search) ?? false)
        : true,
  );

/**
 * What comes with the page, before its first paint if it can: everything on screen but the
 * header's bell, which waits for the page's content (see afterPageContent).
 */
export const comesWithPage = (surface: SurfaceDefinition) => surface.slot !== 'bell';

/** A path served by a remote's page rather than by the shell's home page. */
export const isRemotePage = (pathname: string) =>
  SURFACES.some(
    (surface) => surface.slot === 'page' && surface.activeWhen?.(readSurfaces(''), pathname),
  );

export const slotElementId = (slot: SlotId) => `slot-${slot}`;
