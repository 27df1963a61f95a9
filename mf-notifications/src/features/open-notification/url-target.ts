import { NOTIFICATION_DIALOG_PARAMS, NOTIFICATION_TARGET_PARAMS } from '@staydesk/contracts';
import type { NotificationClickAction } from './click-action';

export type UrlTarget = Extract<NotificationClickAction, { kind: 'dashboard-item' | 'thread' }>;

/**
 * The item a link asks to open over the page (`item=` or `thread=`): where a pushed
 * notification's click lands when it has no page or task of its own. `reservation=` is the
 * shell's reservation view, not this remote's.
 */
export function urlTargetOf(search: string): UrlTarget | null {
  const params = new URLSearchParams(search);
  const dashboardItemId = params.get(NOTIFICATION_TARGET_PARAMS.dashboardItemId);
  if (dashboardItemId) return { kind: 'dashboard-item', dashboardItemId };
  const threadId = params.get(NOTIFICATION_TARGET_PARAMS.threadId);
  if (threadId) return { kind: 'thread', threadId };
  return null;
}

/** The same page and query without the item, for when its dialog closes. */
export function withoutUrlTarget(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of NOTIFICATION_DIALOG_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
