import { z } from 'zod';

export const taskQuerySchema = z.object({
  taskId: z.string().min(1).max(64).optional(),
  listings: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  customerId: z.string().optional(),
});

export const taskIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
