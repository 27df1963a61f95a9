import type { Notification } from '@staydesk/contracts';
import type { NotificationDoc, RecipientDoc } from '../models/notification';

export function presentNotification(
  notification: NotificationDoc,
  recipient: RecipientDoc,
): Notification {
  return {
    id: notification._id.toString(),
    title: notification.title ?? null,
    description: notification.description ?? null,
    type: notification.type as Notification['type'],
    category: notification.category as Notification['category'],
    priority: notification.priority as Notification['priority'],
    is_read: recipient.isRead,
    is_archived: recipient.isArchived,
    created_at: notification.createdAt ? notification.createdAt.toISOString() : null,
    source_type: notification.sourceType ?? null,
    source_reference: (notification.sourceReference ?? null) as Notification['source_reference'],
    external_link: notification.externalLink ?? null,
    metadata: (notification.metadata ?? {}) as Record<string, unknown>,
  };
}
