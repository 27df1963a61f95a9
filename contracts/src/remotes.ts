import { z } from 'zod';

export const REMOTE_NAMES = [
  'mf-notifications',
  'mf-palette',
  'mf-tasks',
  'mf-marketplace',
  'mf-execution',
] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** The Module Federation container name of a remote ('mf-tasks' -> 'mf_tasks'). */
export const federationNameOf = (remote: RemoteName): string => remote.replace(/-/g, '_');

export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  version: z.string().min(1).max(64),
  manifestUrl: z.string().url(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const remoteRegistrySchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/** The port each remote is served on in development. */
export const DEV_REMOTE_PORTS: Record<RemoteName, number> = {
  'mf-notifications': 3001,
  'mf-palette': 3002,
  'mf-tasks': 3003,
  'mf-marketplace': 3004,
  'mf-execution': 3005,
};
