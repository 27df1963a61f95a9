import { sourceOfItemId } from './dashboard-items';
import { NOTIFICATION_PRIORITIES, type NotificationPriority } from './notification-types';
import type { PushPayload } from './notification-push';
import { NOTIFICATION_TARGET_PARAMS } from './notification-target';
import { surfaceSearch } from './surfaces';

/** The parts of a push payload that decide where its click leads. */
export type NotificationClickTarget = Pick<
  PushPayload,
  'url' | 'taskId' | 'marketplace' | 'dashboardItemId' | 'threadId' | 'reservationId'
>;

export interface PageLocation {
  pathname: string;
  search: string;
}

const HOME: PageLocation = { pathname: '/', search: '' };

/** A path of this origin: '/x', never '//host' or '/\host' (browsers read both as a host). */
export const isInternalPath = (url: string): boolean => /^\/(?![/\\])/.test(url);

/** The current query without any open task panel or notification target. */
function withoutTargets(search: string): URLSearchParams {
  const params = new URLSearchParams(surfaceSearch(search, null));
  for (const name of Object.values(NOTIFICATION_TARGET_PARAMS)) params.delete(name);
  return params;
}

/**
 * A dashboard item is an item of the home inbox (`task:<id>` or `reservation:<id>`): a click on
 * it opens that task or reservation, as the inbox does. Null for an id that names no item.
 */
export function dashboardItemOpens(
  dashboardItemId: string,
): { taskId: string } | { reservationId: string } | null {
  const item = sourceOfItemId(dashboardItemId);
  if (!item) return null;
  return item.source === 'task' ? { taskId: item.sourceId } : { reservationId: item.sourceId };
}

/**
 * The in-app path a notification click opens, in the spec's order: an internal url, then the
 * task panel (`task=` on the current path), then a dashboard item (its task or reservation), a
 * thread or a reservation (see NOTIFICATION_TARGET_PARAMS). Null when the notification points
 * nowhere in particular. `current` is the page the click lands on: a window already open, else
 * the home page.
 */
export function notificationClickPath(
  target: NotificationClickTarget,
  current: PageLocation = HOME,
): string | null {
  if (target.url && isInternalPath(target.url)) return target.url;
  const params = withoutTargets(current.search);
  const item = target.dashboardItemId ? dashboardItemOpens(target.dashboardItemId) : null;
  const taskId = target.taskId ?? (item && 'taskId' in item ? item.taskId : undefined);
  if (taskId) {
    const panel = target.marketplace ? 'marketplace' : undefined;
    return `${current.pathname}${surfaceSearch(`?${params.toString()}`, taskId, panel)}`;
  }
  const opened = (key: keyof typeof NOTIFICATION_TARGET_PARAMS, id: string) => {
    params.set(NOTIFICATION_TARGET_PARAMS[key], id);
    return `${current.pathname}?${params.toString()}`;
  };
  if (item && 'reservationId' in item) return opened('reservationId', item.reservationId);
  // An id that names no inbox item still lands on the page: its dialog says it is not there.
  for (const key of ['dashboardItemId', 'threadId', 'reservationId'] as const) {
    const id = target[key];
    if (id) return opened(key, id);
  }
  return null;
}

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/**
 * Reads what a push (or a stored click) carries without trusting it: the service worker ships
 * no schema library, so this is a hand-written guard. Null when there is no id or title.
 */
export function pushPayloadFrom(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const notificationId = optionalText(record.notificationId);
  const title = optionalText(record.title);
  if (!notificationId || !title) return null;
  const priority = NOTIFICATION_PRIORITIES.includes(record.priority as NotificationPriority)
    ? (record.priority as NotificationPriority)
    : 'medium';
  const payload: PushPayload = {
    notificationId,
    title,
    body: typeof record.body === 'string' ? record.body : '',
    priority,
  };
  for (const key of [
    'userId',
    'url',
    'taskId',
    'dashboardItemId',
    'reservationId',
    'threadId',
  ] as const) {
    const value = optionalText(record[key]);
    if (value) payload[key] = value;
  }
  if (record.marketplace === true) payload.marketplace = true;
  return payload;
}

/** The object store of PENDING_NOTIFICATIONS_DB, keyed by notificationId. */
export const PENDING_CLICKS_STORE = 'clicks';

/** A click the service worker could not hand to a signed-in window; the shell opens it later. */
export interface PendingNotificationClick {
  notificationId: string;
  /** Who the push was for; kept clicks of another user on this browser are dropped. */
  userId?: string;
  target: NotificationClickTarget;
  /** Epoch milliseconds. */
  clickedAt: number;
}

/** Older clicks are dropped rather than opened: a day later the user has moved on. */
export const PENDING_CLICK_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The click to open now for the signed-in user: their newest one that is not stale. */
export function newestPendingClick(
  clicks: readonly PendingNotificationClick[],
  now: number,
  userId: string,
): PendingNotificationClick | null {
  let newest: PendingNotificationClick | null = null;
  for (const click of clicks) {
    if (now - click.clickedAt > PENDING_CLICK_MAX_AGE_MS) continue;
    if (click.userId !== undefined && click.userId !== userId) continue;
    if (!newest || click.clickedAt > newest.clickedAt) newest = click;
  }
  return newest;
}

/** The service worker tells an open window that a click is waiting in the pending store. */
export const NOTIFICATION_CLICK_MESSAGE = 'staydesk:notification-click';
