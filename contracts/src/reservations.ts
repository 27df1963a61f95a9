import { z } from 'zod';

export const RESERVATION_PLATFORMS = ['airbnb', 'booking', 'direct'] as const;
export const RESERVATION_STATUSES = [
  'inquiry',
  'pending',
  'accepted',
  'confirmed',
  'cancelled',
] as const;

export const reservationSchema = z.object({
  id: z.string(),
  guestName: z.string(),
  guestContact: z.string().nullable(),
  confirmationCode: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  listingThumbnail: z.string().nullable(),
  /** Calendar days, 'YYYY-MM-DD'; the times of day are checkInTime and checkOutTime. */
  checkIn: z.string(),
  checkOut: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  platform: z.enum(RESERVATION_PLATFORMS),
  guests: z.object({
    total: z.number().int(),
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
    pets: z.number().int(),
  }),
  pricing: z.object({ total: z.number(), currency: z.string() }),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** GET /api/reservations/{id}: one reservation of the caller's customer. */
export const reservationResponseSchema = z.object({ reservation: reservationSchema });
export type ReservationResponse = z.infer<typeof reservationResponseSchema>;

export const DEFAULT_CHECK_IN_TIME = '15:00';
export const DEFAULT_CHECK_OUT_TIME = '11:00';
