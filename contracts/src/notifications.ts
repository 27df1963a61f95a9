import { z } from 'zod';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
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

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  _t: z.string().optional(),
  customerId: z.string().optional(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
