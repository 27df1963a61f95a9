import { z } from 'zod';
import { remoteNameSchema } from './remote-schemas';

export const healthStatusSchema = z.enum(['ok', 'degraded', 'down']);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

const componentSchema = z.object({ status: healthStatusSchema, detail: z.string() });

export const systemHealthSchema = z.object({
  api: componentSchema,
  database: componentSchema,
  jobRunner: componentSchema,
  remotes: z.array(
    z.object({ name: remoteNameSchema, version: z.string(), manifestUrl: z.string() }),
  ),
  checkedAt: z.string(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
