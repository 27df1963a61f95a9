import { dashboardItemOpens, isInternalPath, type Notification } from '@staydesk/contracts';

/**
 * What a click on a notification does, decided in the product's order (spec: shell §4):
 * an internal url, then a task panel, then an external link, then a dashboard item, thread or
 * reservation modal. Anything else is only marked read.
 */
export type NotificationClickAction =
  | { kind: 'navigate'; path: string }
  | { kind: 'task'; taskId: string; marketplace: boolean }
  | { kind: 'external'; url: string }
  | { kind: 'dashboard-item'; dashboardItemId: string }
  | { kind: 'thread'; threadId: string }
  | { kind: 'reservation'; reservationId: string }
  | { kind: 'none' };

/** Older producers wrote the link in camelCase at the top level; it is still honoured. */
export type ClickableNotification = Pick<
  Notification,
  'source_type' | 'source_reference' | 'external_link' | 'metadata'
> & { externalLink?: string | null };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const internalPath = (url: string | undefined) => (url && isInternalPath(url) ? url : undefined);

/** Only web links open in a new tab: a 'javascript:' or 'data:' link would run in ours. */
function webLink(url: string | undefined): string | undefined {
  if (!url) return;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function clickActionOf(notification: ClickableNotification): NotificationClickAction {
  const metadata = record(notification.metadata);
  // The reference and the source type may come on the notification or in its metadata.
  const reference = {
    ...record(metadata.sourceReference),
    ...record(notification.source_reference),
  };
  const sourceType = text(notification.source_type) ?? text(metadata.sourceType);

  const path = internalPath(text(reference.url));
  if (path) return { kind: 'navigate', path };

  const taskId =
    (sourceType === 'task' ? text(reference.taskId) : undefined) ?? text(metadata.taskId);
  if (taskId) {
    // A bid time means the task is in the marketplace: its panel opens beside the task.
    return { kind: 'task', taskId, marketplace: metadata.biddedAt != null };
  }

  const external = webLink(
    text(notification.external_link) ??
      text(notification.externalLink) ??
      text(metadata.externalLink),
  );
  if (external) return { kind: 'external', url: external };

  // An item of the home inbox opens what it is about, as the inbox does.
  const dashboardItemId = text(reference.dashboardItemId);
  const item = dashboardItemId ? dashboardItemOpens(dashboardItemId) : null;
  if (item && 'taskId' in item) {
    return { kind: 'task', taskId: item.taskId, marketplace: metadata.biddedAt != null };
  }
  if (item) return { kind: 'reservation', reservationId: item.reservationId };
  if (dashboardItemId) return { kind: 'dashboard-item', dashboardItemId };

  const threadId = text(reference.threadId) ?? text(metadata.threadId);
  if (threadId) return { kind: 'thread', threadId };

  // An inquiry is a conversation before any booking: there is no reservation to show.
  const reservationId = text(reference.reservationId);
  if (reservationId && reference.type !== 'inquiry') return { kind: 'reservation', reservationId };

  return { kind: 'none' };
}
