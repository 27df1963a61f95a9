import { z } from 'zod';

export const reservationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
