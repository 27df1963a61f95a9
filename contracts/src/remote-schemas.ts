import { z } from 'zod';
import { REMOTE_NAMES } from './remotes';

export const remoteNameSchema = z.enum(REMOTE_NAMES);

export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  version: z.string().min(1).max(64),
  manifestUrl: z.string().url(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** Sent only to a caller who may override a remote in their browser (decision 47). */
export const remoteOverrideSettingsSchema = z.object({
  /** Whose browser keeps the overrides: another user signing in there does not get them. */
  userId: z.string(),
  /** Where an override may load from (REMOTE_OVERRIDE_ORIGINS); empty allows none. */
  allowedOrigins: z.array(z.string()),
});
export type RemoteOverrideSettings = z.infer<typeof remoteOverrideSettingsSchema>;

export const remoteRegistrySchema = z.object({
  remotes: z.array(remoteEntrySchema),
  overrides: remoteOverrideSettingsSchema.optional(),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
