import type { NotificationList } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import {
  Notification,
  NotificationRecipient,
  type NotificationDoc,
  type RecipientDoc,
} from '../models/notification';
import { presentNotification } from '../presenters/notification';
import { Types } from 'mongoose';

/** The caller's notifications, newest first, with the total and the unread count. */
export async function listNotifications(
  auth: AuthContext,
  page: { limit: number; offset: number },
): Promise<NotificationList> {
  const scope = {
    customerId: auth.customerObjectId,
    userId: new Types.ObjectId(auth.userId),
    isArchived: false,
  };
  const [recipients, total, unreadCount] = await Promise.all([
    NotificationRecipient.find(scope)
      .sort({ createdAt: -1, _id: -1 })
      .skip(page.offset)
      .limit(page.limit)
      .lean<RecipientDoc[]>(),
    NotificationRecipient.countDocuments(scope),
    NotificationRecipient.countDocuments({ ...scope, isRead: false }),
  ]);
  const notifications = await Notification.find({
    _id: { $in: recipients.map((recipient) => recipient.notificationId) },
    customerId: auth.customerObjectId,
  }).lean<NotificationDoc[]>();
  const byId = new Map(
    notifications.map((notification) => [notification._id.toString(), notification]),
  );
  return {
    notifications: recipients.flatMap((recipient) => {
      const notification = byId.get(recipient.notificationId.toString());
      return notification ? [presentNotification(notification, recipient)] : [];
    }),
    total,
    unreadCount,
  };
}
