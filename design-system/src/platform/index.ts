// The platform client kit: how the shell and each remote's harness build the platform API, and
// the remote kit every remote is built from: its surfaces' single-spa lifecycles, their lazy
// parts, its store and RTK Query api, live-event wiring and the task client. A separate entry
// point so the shared design-system singleton (loaded on every page) does not carry it.
export { apiFetch } from './api-fetch';
export { createPlatform } from './create-platform';
export type { PlatformHost, SessionPlatform } from './create-platform';
export { createSurfaceLifecycles } from './surface-lifecycles';
export type { SurfaceOptions, SurfaceProps } from './surface-lifecycles';
export { renderHarness } from './Harness';
export type { HarnessSurface } from './Harness';
export { onLocationChange, useLocationPart, useSurfaces } from './use-surfaces';
export { createRemoteApi, createRemoteStore, platformBaseQuery } from './remote-store';
export { useLiveEvents, useLiveInvalidation } from './use-live-events';
export type { TagInvalidator } from './use-live-events';
export { createTaskApi, taskOf, useTaskLiveUpdates } from './task-client';
export { lazySurface } from './lazy-surface';
export type { LazySurface, LazySurfaceOptions } from './lazy-surface';
export { withStore } from './with-store';
export { createCommandClient } from './command-client';
export { yieldToBrowser } from '../scheduling/yield-to-browser';
export { afterNextPaint } from '../scheduling/after-next-paint';
export {
  NOTIFICATION_SIDEBAR_DOCKS_AT,
  notificationSidebarOpensWithPage,
  rememberNotificationSidebarOpen,
} from './notification-sidebar-preference';
export { drawnReads, removeDrawnSurface, useDrawnSurfaceHandover } from './drawn-surface';
export type { DrawnReads } from './drawn-surface';
