import { Types } from 'mongoose';
import {
  allowsDelivery,
  categoryOf,
  DELIVERY_CHANNELS,
  defaultPriorityOf,
  mentionedGroupIds,
  mentionedUserIds,
  notificationPreferencesSchema,
  recipientsOf,
  type NotificationEventKind,
  type NotificationPriority,
  type NotificationTarget,
  type NotificationType,
  type Role,
} from '@staydesk/contracts';
import { Notification, NotificationRecipient } from '../models/notification';
import { User, type UserDoc } from '../models/user';
import { UserGroup } from '../models/user-group';
import { currentDelivery } from './delivery/delivery';
import { publish } from './live-events';

export interface NotifyEvent {
  customerId: Types.ObjectId;
  kind: NotificationEventKind;
  type: NotificationType;
  title: string;
  description?: string;
  /** Defaults to the type's fixed priority. */
  priority?: NotificationPriority;
  sourceType?: string;
  sourceReference?: Record<string, string>;
  externalLink?: string;
  metadata?: Record<string, unknown>;
  target?: NotificationTarget;
}

export interface NotifyResult {
  notificationId: string | null;
  recipientIds: string[];
}

/** The customer's users; only the given ones when the event names its recipients. */
async function candidatesOf(customerId: Types.ObjectId, onlyIds: readonly string[] | null) {
  const filter: Record<string, unknown> = { 'memberships.customerId': customerId };
  if (onlyIds) filter._id = { $in: onlyIds.filter((id) => Types.ObjectId.isValid(id)) };
  const users = await User.find(filter, { memberships: 1, notificationPreferences: 1 }).lean<
    Array<Pick<UserDoc, '_id' | 'memberships' | 'notificationPreferences'>>
  >();
  return users.map((user) => {
    const membership = user.memberships.find((m) => m.customerId.equals(customerId));
    const preferences = notificationPreferencesSchema.safeParse(user.notificationPreferences ?? {});
    return {
      userId: user._id.toString(),
      roles: (membership?.roles ?? []) as Role[],
      active: Boolean(membership?.active),
      preferences: preferences.success ? preferences.data : {},
    };
  });
}

async function groupMembersOf(customerId: Types.ObjectId, ids: readonly string[]) {
  const groupIds = mentionedGroupIds(ids).filter((id) => Types.ObjectId.isValid(id));
  const groups = await UserGroup.find({ customerId, _id: { $in: groupIds } }).lean();
  const members = new Map(groups.map((g) => [g._id.toString(), g.memberIds.map(String)]));
  return (groupId: string) => members.get(groupId) ?? [];
}

/**
 * Records a notification for everyone the targeting rules and their preferences allow, tells
 * their open tabs at once, and schedules its delivery by push, e-mail and SMS on the channels
 * each recipient's preferences allow (critical notifications and assignments on all of them).
 */
export async function notify(event: NotifyEvent): Promise<NotifyResult> {
  const priority = event.priority ?? defaultPriorityOf(event.type);
  const mentioned = event.target?.mentionedIds ?? [];
  const groupMembers = await groupMembersOf(event.customerId, mentioned);
  // Mentions and assignments name their recipients: only those users need loading.
  const named =
    event.kind === 'mention'
      ? mentionedUserIds(mentioned, groupMembers)
      : event.kind === 'assignment'
        ? (event.target?.assigneeIds ?? [])
        : null;
  const candidates = await candidatesOf(event.customerId, named);
  const preferencesOf = new Map(candidates.map((c) => [c.userId, c.preferences]));
  const recipients = recipientsOf(event.kind, event.target ?? {}, candidates, groupMembers).filter(
    (recipient) =>
      allowsDelivery(preferencesOf.get(recipient.userId), event.type, 'in_app', priority),
  );
  if (recipients.length === 0) return { notificationId: null, recipientIds: [] };

  const category = categoryOf(event.type);
  const notification = await Notification.create({
    customerId: event.customerId,
    type: event.type,
    category,
    priority,
    title: event.title,
    description: event.description ?? null,
    sourceType: event.sourceType ?? null,
    sourceReference: event.sourceReference ?? null,
    externalLink: event.externalLink ?? null,
    metadata: event.metadata ?? {},
  });
  const rows = await NotificationRecipient.insertMany(
    recipients.map((recipient) => ({
      notificationId: notification._id,
      customerId: event.customerId,
      userId: new Types.ObjectId(recipient.userId),
      targetReason: recipient.reason,
      category,
      priority,
      type: event.type,
      createdAt: notification.createdAt,
    })),
  );
  const notificationId = notification._id.toString();
  const deliveries = rows.map((row) => ({
    recipientId: row._id.toString(),
    userId: row.userId.toString(),
    channels: DELIVERY_CHANNELS.filter((channel) =>
      allowsDelivery(preferencesOf.get(row.userId.toString()), event.type, channel, priority),
    ),
  }));
  await Promise.all([
    ...recipients.map((recipient) =>
      publish({
        customerId: event.customerId,
        userId: recipient.userId,
        topic: 'notifications',
        type: 'notification.created',
        payload: { notificationId },
      }),
    ),
    currentDelivery()?.schedule(event.customerId, deliveries),
  ]);
  return { notificationId, recipientIds: recipients.map((recipient) => recipient.userId) };
}
