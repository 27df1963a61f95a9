// The platform client kit: how the shell and each remote's harness build the platform API,
// and how a remote turns a component into single-spa lifecycles. A separate entry point so the
// shared design-system singleton (loaded on every page) does not carry it.
export { apiFetch } from './api-fetch';
export { createPlatform } from './create-platform';
export type { PlatformHost, SessionPlatform } from './create-platform';
export { createSurfaceLifecycles } from './surface-lifecycles';
export type { SurfaceOptions, SurfaceProps } from './surface-lifecycles';
export { renderHarness } from './Harness';
export type { HarnessSurface } from './Harness';
export { onLocationChange, useLocationPart, useSurfaces } from './use-surfaces';
export { createRemoteApi, createRemoteStore, platformBaseQuery } from './remote-store';
export { useLiveEvents } from './use-live-events';
export { createCommandClient } from './command-client';
export { lazySurfacePart } from './lazy-surface-part';
export { nextTask } from '../scheduling/own-task';
export { afterNextPaint } from '../scheduling/after-next-paint';
export {
  NOTIFICATION_SIDEBAR_DOCKS_AT,
  notificationSidebarOpensWithPage,
  rememberNotificationSidebarOpen,
} from './notification-sidebar-preference';
export { removeDrawnSurface, useDrawnSurfaceHandover } from './drawn-surface';
