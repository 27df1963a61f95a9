import { z } from 'zod';
import {
  defaultPriorityOf,
  NOTIFICATION_TYPE_RULES,
  PREFERENCE_GROUPS,
  preferenceGroupOf,
  type NotificationPriority,
  type NotificationType,
  type PreferenceGroup,
} from './notification-types';
import { typesOfPreferenceGroup } from './notification-labels';
import type { DeliveryChannel } from './delivery-channels';

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

const isNotificationType = (value: string): value is NotificationType =>
  Object.hasOwn(NOTIFICATION_TYPE_RULES, value);

/**
 * One group's settings as saved. The document lists the group's own types as the only keys of
 * `types`; the refinement below enforces that with a message naming the right group.
 */
const groupPreferenceUpdateSchema = (group: PreferenceGroup) =>
  z
    .object({
      enabled: z.boolean().optional(),
      types: z
        .record(z.string(), z.boolean())
        .meta({ propertyNames: { enum: typesOfPreferenceGroup(group) } })
        .optional(),
    })
    .strict();

type GroupUpdateShape = {
  [Group in PreferenceGroup]: z.ZodOptional<ReturnType<typeof groupPreferenceUpdateSchema>>;
};

/**
 * What the settings page saves: the same shape, but strict, so a typo or a stale client cannot
 * store a switch that delivery would never read. Unknown keys are refused, and every per-type
 * switch must name a type of its own group.
 */
export const notificationPreferencesUpdateSchema = z
  .object({
    delivery: z
      .object({
        email: z.boolean().optional(),
        push: z.boolean().optional(),
        sms: z.boolean().optional(),
      })
      .strict()
      .optional(),
    groups: z
      .object(
        Object.fromEntries(
          PREFERENCE_GROUPS.map((group) => [group, groupPreferenceUpdateSchema(group).optional()]),
        ) as GroupUpdateShape,
      )
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((preferences, ctx) => {
    for (const [group, settings] of Object.entries(preferences.groups ?? {})) {
      for (const type of Object.keys(settings?.types ?? {})) {
        if (isNotificationType(type) && preferenceGroupOf(type) === group) continue;
        ctx.addIssue({
          code: 'custom',
          path: ['groups', group, 'types', type],
          message: isNotificationType(type)
            ? `'${type}' belongs to the ${preferenceGroupOf(type)} group, not ${group}`
            : `Unknown notification type '${type}'`,
        });
      }
    }
  });

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
