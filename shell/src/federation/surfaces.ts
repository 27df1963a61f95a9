import {
  NOTIFICATION_SETTINGS_PATH,
  readSurfaces,
  type RemoteName,
  type SurfaceState,
} from '@staydesk/contracts';

export type SlotId =
  | 'bell'
  | 'palette'
  | 'notification-sidebar'
  | 'task-sidebar'
  | 'marketplace'
  | 'execution'
  | 'page';

export interface SurfaceDefinition {
  remote: RemoteName;
  /** The module the remote exposes, without './'. */
  module: string;
  label: string;
  slot: SlotId;
  /** Applications follow the URL; parcels (no activeWhen) stay mounted with the layout. */
  activeWhen?: (surfaces: SurfaceState, pathname: string) => boolean;
}

/** Every surface the shell composes, and which remote provides it. */
export const SURFACES: readonly SurfaceDefinition[] = [
  { remote: 'mf-notifications', module: 'Bell', label: 'Notifications', slot: 'bell' },
  { remote: 'mf-palette', module: 'Palette', label: 'Command palette', slot: 'palette' },
  {
    remote: 'mf-notifications',
    module: 'NotificationSidebar',
    label: 'Notifications sidebar',
    slot: 'notification-sidebar',
  },
  {
    remote: 'mf-tasks',
    module: 'TaskSidebar',
    label: 'Task details',
    slot: 'task-sidebar',
    activeWhen: (s) => s.taskId !== null && !s.execution,
  },
  {
    remote: 'mf-marketplace',
    module: 'MarketplacePanel',
    label: 'Marketplace',
    slot: 'marketplace',
    activeWhen: (s) => s.marketplace && !s.execution,
  },
  {
    remote: 'mf-execution',
    module: 'ExecutionView',
    label: 'Task execution',
    slot: 'execution',
    activeWhen: (s) => s.execution,
  },
  {
    remote: 'mf-notifications',
    module: 'NotificationSettings',
    label: 'Notification settings',
    slot: 'page',
    activeWhen: (_surfaces, pathname) => pathname === NOTIFICATION_SETTINGS_PATH,
  },
];

/** A path served by a remote's page rather than by the shell's home page. */
export const isRemotePage = (pathname: string) =>
  SURFACES.some(
    (surface) => surface.slot === 'page' && surface.activeWhen?.(readSurfaces(''), pathname),
  );

export const slotElementId = (slot: SlotId) => `slot-${slot}`;
