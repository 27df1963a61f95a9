import { z } from 'zod';
import {
  DEFAULT_EVENT_KIND,
  NOTIFICATION_EVENT_KINDS,
  type NotificationEventKind,
} from './notification-targeting';
import { categoryOf, NOTIFICATION_PRIORITIES, type NotificationType } from './notification-types';
import { notificationTypeSchema } from './notifications';
import type { Role } from './roles';

/** Command events on topic 'notifications', answered by POST /api/notifications. */
export const NOTIFICATION_COMMAND_EVENTS = [
  'notification.create',
  'notification.markAsRead',
  'notification.archive',
] as const;
export type NotificationCommandEvent = (typeof NOTIFICATION_COMMAND_EVENTS)[number];

/** Roles that may send a notification to their own customer's users. */
export const NOTIFICATION_CREATOR_ROLES: readonly Role[] = ['admin', 'owner', 'user'];

const userIds = z.array(z.string().min(1).max(64)).max(100);

export const notificationTargetSchema = z.object({
  /** Who hears of it; by default the audience of the type's category (or the named users). */
  kind: z.enum(NOTIFICATION_EVENT_KINDS).optional(),
  /** User ids, or 'group:<id>' for every member of a group. */
  mentionedIds: userIds.optional(),
  assigneeIds: userIds.optional(),
});
export type NotificationTargetInput = z.infer<typeof notificationTargetSchema>;

/** The customer a payload may name (spec: shell §7); the API refuses any but the session's. */
const namedCustomer = { customerId: z.string().max(64).nullish() };

/** The payload of notification.create (besides the envelope's userId, userName, ...). */
export const notificationCreatePayloadSchema = z.object({
  ...namedCustomer,
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(2000).optional(),
  type: notificationTypeSchema.default('notification'),
  /** Defaults to the type's fixed priority. */
  priority: z.enum(NOTIFICATION_PRIORITIES).optional(),
  target: notificationTargetSchema.optional(),
});
export type NotificationCreatePayload = z.input<typeof notificationCreatePayloadSchema>;

/** The payload of notification.markAsRead and notification.archive. */
export const notificationItemPayloadSchema = z.object({
  ...namedCustomer,
  itemId: z.string().min(1).max(64),
});

/**
 * Who a created notification is for: the kind it names; else the named users (mentions before
 * assignees); else the audience of the type's category.
 */
export function eventKindOfTarget(
  type: NotificationType,
  target: NotificationTargetInput = {},
): NotificationEventKind {
  if (target.kind) return target.kind;
  if (target.mentionedIds?.length) return 'mention';
  if (target.assigneeIds?.length) return 'assignment';
  return DEFAULT_EVENT_KIND[categoryOf(type)];
}
