import { z } from 'zod';

export { reservationResponseSchema } from '@staydesk/contracts';

export const reservationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
