import { z } from 'zod';
import { ERROR_CODES } from './errors';

/** The body of every error answer. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
});

/** The answer of a command route (POST /api/commands, POST /api/notifications). */
export const commandResultSchema = z.object({
  success: z.boolean(),
  data: z.unknown(),
  error: z.string().nullable(),
});

export const successSchema = z.object({ success: z.literal(true) });

export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The answer of `PUSH_PUBLIC_KEY_PATH`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
