import type { RemoteName, SurfaceState } from '@staydesk/contracts';

export type SlotId = 'bell' | 'palette' | 'task-sidebar' | 'marketplace' | 'execution';

export interface SurfaceDefinition {
  remote: RemoteName;
  /** The module the remote exposes, without './'. */
  module: string;
  label: string;
  slot: SlotId;
  /** Applications follow the URL; parcels (no activeWhen) stay mounted with the layout. */
  activeWhen?: (surfaces: SurfaceState) => boolean;
}

/** Every surface the shell composes, and which remote provides it. */
export const SURFACES: readonly SurfaceDefinition[] = [
  { remote: 'mf-notifications', module: 'Bell', label: 'Notifications', slot: 'bell' },
  { remote: 'mf-palette', module: 'Palette', label: 'Command palette', slot: 'palette' },
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
];

export const slotElementId = (slot: SlotId) => `slot-${slot}`;
