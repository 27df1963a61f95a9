// Alone in its module: the shell's entry reads it, and would otherwise take the notification
// click's routing, which only the service worker's code needs, with it.
import { RESERVATION_VIEW_PARAM } from './surfaces';

/**
 * Where a notification click leads when it has no internal url and no task: the item opens
 * over the current page, like the task panel does with `task=`. One parameter at a time.
 */
export const NOTIFICATION_TARGET_PARAMS = {
  dashboardItemId: 'item',
  threadId: 'thread',
  // The shell's reservation view opens it, as it does for every link to a reservation.
  reservationId: RESERVATION_VIEW_PARAM,
} as const;

/** The parameters whose item the notifications remote itself opens over the page. */
export const NOTIFICATION_DIALOG_PARAMS = [
  NOTIFICATION_TARGET_PARAMS.dashboardItemId,
  NOTIFICATION_TARGET_PARAMS.threadId,
] as const;

/** The query names an item that the notifications remote opens over the page. */
export const namesNotificationTarget = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return NOTIFICATION_DIALOG_PARAMS.some((name) => params.get(name));
};
