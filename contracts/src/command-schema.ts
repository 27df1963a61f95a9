import { z } from 'zod';

export const commandRequestSchema = z.object({
  action: z.object({
    type: z.string().min(1).max(64),
    topic: z.string().min(1).max(64),
    event: z.string().min(1).max(128),
    payload: z.record(z.string(), z.unknown()).default({}),
  }),
});
export type CommandRequest = z.input<typeof commandRequestSchema>;
export type CommandAction = z.infer<typeof commandRequestSchema>['action'];
