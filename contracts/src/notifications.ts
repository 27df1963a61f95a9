import { z } from 'zod';
import { commaList } from './comma-list';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationType,
} from './notification-types';

export const notificationTypeSchema = z.enum(
  NOTIFICATION_TYPES as [NotificationType, ...NotificationType[]],
);

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  type: notificationTypeSchema,
  category: z.enum(NOTIFICATION_CATEGORIES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  is_read: z.boolean(),
  is_archived: z.boolean(),
  created_at: z.string().nullable(),
  source_type: z.string().nullable(),
  source_reference: z
    .object({
      url: z.string().optional(),
      threadId: z.string().optional(),
      reservationId: z.string().optional(),
      dashboardItemId: z.string().optional(),
      taskId: z.string().optional(),
      type: z.string().optional(),
    })
    .nullable(),
  external_link: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** The sidebar's tabs and the category each category tab shows. */
export const NOTIFICATION_TABS = [
  'all',
  'unread',
  'financial',
  'reservations',
  'messages',
  'reviews',
  'listings',
  'system',
  'guests',
] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

export const TAB_CATEGORY: Partial<Record<NotificationTab, NotificationCategory>> = {
  financial: 'financial',
  reservations: 'reservation',
  messages: 'communication',
  reviews: 'review',
  listings: 'listing',
  system: 'system',
  guests: 'guest',
};

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  tab: z.enum(NOTIFICATION_TABS).default('all'),
  priority: commaList(z.enum(NOTIFICATION_PRIORITIES)).optional(),
  type: commaList(notificationTypeSchema).optional(),
  status: z.enum(['read', 'unread']).optional(),
  /** Case-insensitive search on the title and the description. */
  q: z.string().trim().max(100).optional(),
  _t: z.string().optional(),
  customerId: z.string().optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('markAsRead'), id: z.string().min(1).max(64) }),
  z.object({ action: z.literal('markAllRead'), excludePriority: z.literal('critical').optional() }),
  z.object({ action: z.literal('archive'), id: z.string().min(1).max(64) }),
  z.object({ action: z.literal('archiveAll') }),
]);
export type NotificationAction = z.infer<typeof notificationActionSchema>;

export type UnreadCounts = Record<NotificationTab, number>;

export const emptyUnreadCounts = (): UnreadCounts =>
  Object.fromEntries(NOTIFICATION_TABS.map((tab) => [tab, 0])) as UnreadCounts;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  unreadCount: z.number().int(),
  /** Unread notifications per sidebar tab. */
  unreadCounts: z.record(z.enum(NOTIFICATION_TABS), z.number().int()),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** A browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().url().max(2048) });
