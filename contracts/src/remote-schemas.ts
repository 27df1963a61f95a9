import { z } from 'zod';
import { REMOTE_NAMES } from './remotes';

export const remoteNameSchema = z.enum(REMOTE_NAMES);

export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  version: z.string().min(1).max(64),
  manifestUrl: z.string().url(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const remoteRegistrySchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
