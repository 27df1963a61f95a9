import { z } from 'zod';
import { RESERVATION_PLATFORMS, RESERVATION_STATUSES } from './stay-names';
import { ROLES, SERVICE_PROVIDER_ROLES, type Role } from './roles';

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

/** The one booking platform whose guests send requests a host accepts or declines. */
export const REQUEST_PLATFORM = 'airbnb' satisfies (typeof RESERVATION_PLATFORMS)[number];
/** Statuses of a reservation that is still a request waiting for the host's answer. */
export const REQUEST_STATUSES: readonly Reservation['status'][] = ['inquiry', 'pending'];

const money = z.number().min(0);
export const reservationFeesSchema = z.object({
  cleaning: money,
  pet: money,
  extraGuest: money,
  service: money,
  platform: money,
  host: money,
  host_fee_vat: money,
  processing: money,
  other: z.array(z.object({ type: z.string(), amount: money })),
});
export const reservationPricingSchema = z.object({
  totals: z.object({
    total: money,
    hostPayout: money,
    currency: z.string(),
    totalTaxes: money,
  }),
  base: z.object({ amount: money }),
  fees: reservationFeesSchema,
});
export type ReservationPricing = z.infer<typeof reservationPricingSchema>;

const guestReferences = {
  guestId: z.string().nullable(),
  dashboardItemId: z.string().nullable(),
};

/** A reservation with everything the palette's steps edit: dates, guests, full pricing. */
export const reservationDetailSchema = reservationSchema.omit({ pricing: true }).extend({
  ...guestReferences,
  dates: z.object({
    checkIn: z.string(),
    checkOut: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
  }),
  pricing: reservationPricingSchema,
  platformInquiryId: z.string().nullable(),
  listing: z.object({ id: z.string(), name: z.string(), thumbnail: z.string().nullable() }),
});
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;

/** A reservation as search lists it. */
export const reservationSearchResultSchema = reservationSchema
  .pick({
    id: true,
    guestName: true,
    guestContact: true,
    confirmationCode: true,
    listingId: true,
    listingName: true,
    listingThumbnail: true,
    checkIn: true,
    checkOut: true,
    status: true,
    platform: true,
  })
  .extend(guestReferences);
export type ReservationSearchResult = z.infer<typeof reservationSearchResultSchema>;

function isRealDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return date <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar day that exists, 'YYYY-MM-DD'. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a date YYYY-MM-DD')
  .refine(isRealDay, 'That day does not exist in that month');
const idListSchema = z
  .string()
  .max(2000)
  .regex(/^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/, 'A comma-separated list of ids')
  .transform((value) => value.split(','));
const listCursorSchema = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/, 'cursor: Not a cursor of this list; start from the first page');

export const RESERVATION_LIST_LIMIT = 10;

/**
 * GET /api/reservations: the palette's reservation step (listingIds, mode=current, q) and the
 * reservations page (platform, status, from, to, cursor). 'current' means not yet checked out
 * and not cancelled.
 */
export const reservationListQuerySchema = z.object({
  listingIds: idListSchema.optional(),
  mode: z.enum(['current']).optional(),
  /** Case-insensitive prefix of the guest's name, the confirmation code or the listing's name. */
  q: z.string().trim().max(100).optional(),
  platform: z.enum(RESERVATION_PLATFORMS).optional(),
  status: z.enum(RESERVATION_STATUSES).optional(),
  /** Reservations checking out on or after this day. */
  from: calendarDaySchema.optional(),
  /** Reservations checking in on or before this day. */
  to: calendarDaySchema.optional(),
  cursor: listCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(RESERVATION_LIST_LIMIT),
});
export type ReservationListQuery = z.input<typeof reservationListQuerySchema>;

export const reservationListResponseSchema = z.object({
  reservations: z.array(reservationDetailSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ReservationListResponse = z.infer<typeof reservationListResponseSchema>;

/** pricing total = base + cleaning + pet + extra-guest + service + platform fees + total taxes. */
export interface PricingInput {
  base: number;
  cleaning: number;
  pet: number;
  extraGuest: number;
  service: number;
  platform: number;
  totalTaxes: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The total a guest pays, to the cent; the host payout is set equal to it. */
export function reservationTotal(pricing: PricingInput): { total: number; hostPayout: number } {
  const total =
    (cents(pricing.base) +
      cents(pricing.cleaning) +
      cents(pricing.pet) +
      cents(pricing.extraGuest) +
      cents(pricing.service) +
      cents(pricing.platform) +
      cents(pricing.totalTaxes)) /
    100;
  return { total, hostPayout: total };
}

/** Guests counted in a reservation: pets travel separately. */
export const guestTotal = (guests: { adults: number; children: number; infants: number }) =>
  guests.adults + guests.children + guests.infants;

/**
 * Who reads reservations (guests, contacts, prices): not the service providers and inspectors,
 * who see what a task needs of its stay (check-in, check-out, guest count) in the task itself.
 */
export const RESERVATION_READERS: readonly Role[] = ROLES.filter(
  (role) => role !== 'inspector' && !SERVICE_PROVIDER_ROLES.includes(role),
);
