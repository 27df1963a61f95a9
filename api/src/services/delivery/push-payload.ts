import {
  isInternalPath,
  type NotificationClickTarget,
  type PushPayload,
} from '@staydesk/contracts';
import type { NotificationDoc } from '../../models/notification';

type Reference = Partial<
  Record<'url' | 'taskId' | 'dashboardItemId' | 'reservationId' | 'threadId', unknown>
>;

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** Only paths of the app itself: the service worker opens it without asking. */
const internalPath = (value: unknown) => {
  const path = text(value);
  return path && isInternalPath(path) ? path : undefined;
};

/** Where a click on the notification leads (a push's or an e-mail's link). */
export function clickTargetOf(
  notification: Pick<NotificationDoc, 'sourceReference' | 'metadata'>,
): NotificationClickTarget {
  const reference = (notification.sourceReference ?? {}) as Reference;
  // Undefined fields drop out when the payload is serialised.
  return {
    url: internalPath(reference.url),
    taskId: text(reference.taskId),
    marketplace: reference.taskId && notification.metadata?.biddedAt ? true : undefined,
    dashboardItemId: text(reference.dashboardItemId),
    reservationId: text(reference.reservationId),
    threadId: text(reference.threadId),
  };
}

/** What the service worker needs to show a notification and route its click. */
export function pushPayloadOf(
  notification: Pick<
    NotificationDoc,
    '_id' | 'title' | 'description' | 'priority' | 'sourceReference' | 'metadata'
  >,
  userId?: string,
): PushPayload {
  return {
    notificationId: notification._id.toString(),
    userId,
    title: notification.title || 'No title',
    body: notification.description ?? '',
    priority: notification.priority as PushPayload['priority'],
    ...clickTargetOf(notification),
  };
}
