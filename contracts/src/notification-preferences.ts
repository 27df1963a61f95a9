import { z } from 'zod';
import {
  defaultPriorityOf,
  PREFERENCE_GROUPS,
  preferenceGroupOf,
  type NotificationPriority,
  type NotificationType,
} from './notification-types';

export const DELIVERY_CHANNELS = ['email', 'push', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

const groupPreferenceSchema = z.object({
  enabled: z.boolean().optional(),
  /** Per-type switches inside the group, e.g. { payout_failed: false }. */
  types: z.record(z.string(), z.boolean()).optional(),
});

export const notificationPreferencesSchema = z.object({
  delivery: z
    .object({
      email: z.boolean().optional(),
      push: z.boolean().optional(),
      sms: z.boolean().optional(),
    })
    .optional(),
  groups: z.partialRecord(z.enum(PREFERENCE_GROUPS), groupPreferenceSchema).optional(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Critical notifications and dashboard assignments reach the user whatever the settings. */
export function bypassesPreferences(
  type: NotificationType,
  priority: NotificationPriority,
): boolean {
  return priority === 'critical' || type === 'dashboard_assignment';
}

/**
 * Whether a notification of this type should be delivered on this channel ('in_app' for the
 * record itself). Channels, groups and per-type switches are on unless set to false.
 */
export function allowsDelivery(
  preferences: NotificationPreferences | null | undefined,
  type: NotificationType,
  channel: DeliveryChannel | 'in_app',
  priority: NotificationPriority = defaultPriorityOf(type),
): boolean {
  if (bypassesPreferences(type, priority)) return true;
  if (channel !== 'in_app' && preferences?.delivery?.[channel] === false) return false;
  const group = preferences?.groups?.[preferenceGroupOf(type)];
  if (group?.enabled === false) return false;
  return group?.types?.[type] !== false;
}
