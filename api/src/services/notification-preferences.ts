import { notificationPreferencesSchema, type NotificationPreferences } from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { User, type UserDoc } from '../models/user';

/**
 * The user's stored notification preferences, read the way notify() reads them: a document
 * written before validation existed, or damaged by hand, counts as nothing set (all on).
 */
export function notificationPreferencesOf(user: Pick<UserDoc, 'notificationPreferences'>) {
  const parsed = notificationPreferencesSchema.safeParse(user.notificationPreferences ?? {});
  return parsed.success ? parsed.data : {};
}

/** Replaces the whole object: the settings page always sends every switch it shows. */
export async function saveNotificationPreferences(
  userId: Types.ObjectId,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await User.updateOne({ _id: userId }, { $set: { notificationPreferences: preferences } });
  return preferences;
}
