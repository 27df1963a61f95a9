import { Types } from 'mongoose';
import {
  escapeRegExp,
  emptyUnreadCounts,
  TAB_CATEGORY,
  type NotificationAction,
  type NotificationList,
  type NotificationListQuery,
  type UnreadCounts,
} from '@staydesk/contracts';
import { notFound } from '../errors';
import type { AuthContext } from '../middleware/auth';
import {
  Notification,
  NotificationRecipient,
  type NotificationDoc,
  type RecipientDoc,
} from '../models/notification';
import { presentNotification } from '../presenters/notification';
import { publish } from './live-events';

function scopeOf(auth: AuthContext) {
  return {
    customerId: auth.customerObjectId,
    userId: new Types.ObjectId(auth.userId),
    isArchived: false,
  };
}

/** Notifications of the customer whose title or description contains the text. */
async function idsMatching(auth: AuthContext, q: string): Promise<Types.ObjectId[]> {
  const pattern = new RegExp(escapeRegExp(q), 'i');
  const matches = await Notification.find(
    { customerId: auth.customerObjectId, $or: [{ title: pattern }, { description: pattern }] },
    { _id: 1 },
  ).lean();
  return matches.map((match) => match._id);
}

async function unreadCountsOf(auth: AuthContext): Promise<UnreadCounts> {
  const byCategory = await NotificationRecipient.aggregate<{ _id: string; count: number }>([
    { $match: { ...scopeOf(auth), isRead: false } },
    { $group: { _id: '$category', count: { $sum: 1 } } },
  ]);
  const counts = emptyUnreadCounts();
  for (const { _id: category, count } of byCategory) {
    counts.all += count;
    counts.unread += count;
    for (const [tab, tabCategory] of Object.entries(TAB_CATEGORY)) {
      if (tabCategory === category) counts[tab as keyof UnreadCounts] += count;
    }
  }
  return counts;
}

/** The caller's notifications, newest first, filtered as the sidebar asks, with counts. */
export async function listNotifications(
  auth: AuthContext,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const filter: Record<string, unknown> = scopeOf(auth);
  const category = TAB_CATEGORY[query.tab];
  if (category) filter.category = category;
  if (query.tab === 'unread' || query.status === 'unread') filter.isRead = false;
  if (query.status === 'read') filter.isRead = true;
  if (query.priority) filter.priority = { $in: query.priority };
  if (query.type) filter.type = { $in: query.type };
  if (query.q) filter.notificationId = { $in: await idsMatching(auth, query.q) };

  const [recipients, total, unreadCounts] = await Promise.all([
    NotificationRecipient.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip(query.offset)
      .limit(query.limit)
      .lean<RecipientDoc[]>(),
    NotificationRecipient.countDocuments(filter),
    unreadCountsOf(auth),
  ]);
  const notifications = await Notification.find({
    _id: { $in: recipients.map((recipient) => recipient.notificationId) },
    customerId: auth.customerObjectId,
  }).lean<NotificationDoc[]>();
  const byId = new Map(notifications.map((n) => [n._id.toString(), n]));
  return {
    notifications: recipients.flatMap((recipient) => {
      const notification = byId.get(recipient.notificationId.toString());
      return notification ? [presentNotification(notification, recipient)] : [];
    }),
    total,
    unreadCount: unreadCounts.unread,
    unreadCounts,
  };
}

/** Read and archive state changes; every open tab of the user hears of them. */
export async function applyNotificationAction(
  auth: AuthContext,
  action: NotificationAction,
): Promise<{ success: true; updated: number }> {
  const scope = scopeOf(auth);
  const now = new Date();
  let updated: number;
  if (action.action === 'markAsRead' || action.action === 'archive') {
    const notificationId = Types.ObjectId.isValid(action.id) ? new Types.ObjectId(action.id) : null;
    const changes =
      action.action === 'archive'
        ? { isArchived: true, isRead: true, readAt: now }
        : { isRead: true, readAt: now };
    const result = notificationId
      ? await NotificationRecipient.updateOne({ ...scope, notificationId }, { $set: changes })
      : null;
    if (!result || result.matchedCount === 0) throw notFound('Notification');
    updated = result.modifiedCount;
  } else if (action.action === 'markAllRead') {
    const filter = action.excludePriority
      ? { ...scope, isRead: false, priority: { $ne: action.excludePriority } }
      : { ...scope, isRead: false };
    updated = (
      await NotificationRecipient.updateMany(filter, { $set: { isRead: true, readAt: now } })
    ).modifiedCount;
  } else {
    updated = (
      await NotificationRecipient.updateMany(scope, {
        $set: { isArchived: true, isRead: true, readAt: now },
      })
    ).modifiedCount;
  }
  if (updated > 0) {
    await publish({
      customerId: auth.customerObjectId,
      userId: auth.userId,
      topic: 'notifications',
      type: 'notification.updated',
      payload: { action: action.action },
    });
  }
  return { success: true, updated };
}
