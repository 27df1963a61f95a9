import { z } from 'zod';
import { commaList, TASK_STATUSES } from '@staydesk/contracts';

export const taskQuerySchema = z.object({
  taskId: z.string().min(1).max(64).optional(),
  listings: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Comma-separated statuses, e.g. 'todo,in_progress'. */
  status: commaList(z.enum(TASK_STATUSES)).optional(),
  customerId: z.string().optional(),
});

export const taskIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
