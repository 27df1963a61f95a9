// Apart from the sidebar's other constants: the shell's entry reads those, not this.
import { NOTIFICATION_SIDEBAR_WIDTH } from './notification-sidebar';
import {
  MOBILE_BREAKPOINT,
  SIDE_PANEL_WIDTH,
  TASK_SIDEBAR_WIDTH,
  type SurfaceState,
} from './surfaces';

/**
 * The room the docked notifications sidebar takes at the page's right edge (a CSS length on the
 * root element, unset while it does not dock): the other side panels open beside it, not over it.
 */
export const DOCKED_SIDEBAR_ROOM_PROPERTY = '--staydesk-docked-sidebar-room';

/** Narrower than this, a page beside the side panels is a sliver nobody can read. */
export const PAGE_MIN_WIDTH_BESIDE_PANELS = 640;

/** The width the task's panels take from the right edge: its sidebar, and its issues or bids. */
export function taskPanelsWidth(surfaces: Pick<SurfaceState, 'taskId' | 'marketplace' | 'issues'>) {
  if (!surfaces.taskId) return 0;
  return TASK_SIDEBAR_WIDTH + (surfaces.marketplace || surfaces.issues ? SIDE_PANEL_WIDTH : 0);
}

/**
 * Whether the open notifications sidebar gives its room to a task's panels: where, beside all
 * three, the page would be narrower than PAGE_MIN_WIDTH_BESIDE_PANELS (a task alone below
 * 1488 px, with its marketplace or issues below 2088 px). It comes back when the task closes.
 * On a phone every panel takes the whole screen, one over the other: nothing to give.
 */
export function notificationSidebarYields(
  viewportWidth: number,
  surfaces: Pick<SurfaceState, 'taskId' | 'marketplace' | 'issues'>,
): boolean {
  const panels = taskPanelsWidth(surfaces);
  return (
    viewportWidth >= MOBILE_BREAKPOINT &&
    panels > 0 &&
    viewportWidth - NOTIFICATION_SIDEBAR_WIDTH - panels < PAGE_MIN_WIDTH_BESIDE_PANELS
  );
}
