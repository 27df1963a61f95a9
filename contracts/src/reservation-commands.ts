import { z } from 'zod';
import type { PaletteCommand } from './palette';
import { PALETTE_COMMANDS } from './palette-commands';
import {
  calendarDaySchema,
  REQUEST_PLATFORM,
  REQUEST_STATUSES,
  reservationTotal,
  type PricingInput,
  type Reservation,
} from './reservations';
import type { Role } from './roles';

export const RESERVATION_MESSAGES = {
  enableOne: 'Please enable at least one modification type.',
  negativePricing: 'Pricing values cannot be negative.',
  sameListing: 'Cannot move reservation to the same listing',
  twoDecimals: 'Amounts have at most two decimals',
  checkOutAfterCheckIn: 'Check-out must be after check-in',
  notARequest: 'Only pending Airbnb requests can be accepted or declined',
  alreadyCancelled: 'This reservation is already cancelled',
  confirmCancelled: 'A cancelled reservation cannot be confirmed',
  alreadyConfirmed: 'This reservation is already confirmed',
  moveCancelled: 'A cancelled reservation cannot be moved',
  noReservations: 'No reservations found',
  nothingChanged: 'Nothing has changed yet: change a value to save.',
} as const;

/** Guest bounds of the modification step; children are 2-12 years old, infants under 2. */
export const GUEST_BOUNDS = {
  adults: { min: 1, max: 20 },
  children: { min: 0, max: 10 },
  infants: { min: 0, max: 5 },
  pets: { min: 0, max: 5 },
} as const;

const count = (field: keyof typeof GUEST_BOUNDS, label: string) => {
  const { min, max } = GUEST_BOUNDS[field];
  const message = `${label} must be between ${min} and ${max}`;
  return z.number().int(message).min(min, message).max(max, message);
};

export const guestCountSchema = z.object({
  adults: count('adults', 'Adults'),
  children: count('children', 'Children'),
  infants: count('infants', 'Infants'),
  pets: count('pets', 'Pets'),
});
export type GuestCount = z.infer<typeof guestCountSchema>;

const hasAtMostTwoDecimals = (amount: number) =>
  Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
const amount = z
  .number()
  .min(0, RESERVATION_MESSAGES.negativePricing)
  .refine(hasAtMostTwoDecimals, RESERVATION_MESSAGES.twoDecimals);

/** The pricing section: total and host payout follow from the parts (reservationTotal). */
export const pricingModificationSchema = z.object({
  base: amount,
  cleaning: amount.default(0),
  pet: amount.default(0),
  extraGuest: amount.default(0),
  service: amount.default(0),
  platform: amount.default(0),
  totalTaxes: amount.default(0),
  /** What the step showed; the server computes its own from the parts. */
  total: amount.optional(),
  hostPayout: amount.optional(),
  currency: z.string().length(3).optional(),
});
export type PricingModification = z.infer<typeof pricingModificationSchema>;

/** The parts of a stay's price the modification step edits, in the order it shows them. */
export const PRICE_PARTS = [
  'base',
  'cleaning',
  'pet',
  'extraGuest',
  'service',
  'platform',
  'totalTaxes',
] as const satisfies readonly (keyof PricingInput)[];

/**
 * reservation.modify's pricing: only the parts the user changed, at least one. The parts left
 * out keep their stored values; the server computes the total and the host payout.
 */
export const pricingChangeSchema = z
  .object({
    base: amount.optional(),
    cleaning: amount.optional(),
    pet: amount.optional(),
    extraGuest: amount.optional(),
    service: amount.optional(),
    platform: amount.optional(),
    totalTaxes: amount.optional(),
  })
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    RESERVATION_MESSAGES.nothingChanged,
  );
export type PricingChange = z.infer<typeof pricingChangeSchema>;

/** The parts of `edited` that differ from `stored`, to the cent. */
export function changedPriceParts(stored: PricingInput, edited: PricingInput): PricingChange {
  const change: PricingChange = {};
  for (const part of PRICE_PARTS) {
    if (Math.round(edited[part] * 100) !== Math.round(stored[part] * 100)) {
      change[part] = edited[part];
    }
  }
  return change;
}

/**
 * A stay's price after a change of some of its parts. The total moves by exactly what the
 * changed parts moved (the spec's sum of the parts, for a stay whose parts add up to its total;
 * a stay stored with a total alone keeps what the parts do not explain), and the host payout is
 * set equal to it (docs/decisions, decision 40).
 */
export function changedPricing(
  stored: PricingInput & { total: number },
  change: PricingChange,
): PricingInput & { total: number; hostPayout: number } {
  const parts = { ...stored };
  let totalCents = Math.round(stored.total * 100);
  for (const part of PRICE_PARTS) {
    const next = change[part];
    if (next === undefined) continue;
    totalCents += Math.round(next * 100) - Math.round(stored[part] * 100);
    parts[part] = next;
  }
  const total = totalCents / 100;
  return { ...parts, total, hostPayout: total };
}

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time HH:mm');

export const stayDatesSchema = z
  .object({
    checkIn: calendarDaySchema,
    checkOut: calendarDaySchema,
    checkInTime: timeOfDay.optional(),
    checkOutTime: timeOfDay.optional(),
  })
  .refine((dates) => dates.checkOut > dates.checkIn, {
    message: RESERVATION_MESSAGES.checkOutAfterCheckIn,
    path: ['checkOut'],
  });
export type StayDates = z.infer<typeof stayDatesSchema>;

const reservationId = z.string().min(1).max(64);

/** reservation.modify: the step's 'pricing_update' object; each section is enabled by being there. */
export const reservationModifyPayloadSchema = z.object({
  reservationId,
  pricing_update: z.object({
    modifications: z
      .object({
        dates: stayDatesSchema.optional(),
        guestCount: guestCountSchema.optional(),
        pricing: pricingChangeSchema.optional(),
      })
      .refine(
        (sections) => Boolean(sections.dates || sections.guestCount || sections.pricing),
        RESERVATION_MESSAGES.enableOne,
      ),
    metadata: z.object({
      source: z.literal('manual_modification'),
      timestamp: z.string().max(40),
      reservationId,
    }),
  }),
});
export type ReservationModifyPayload = z.input<typeof reservationModifyPayloadSchema>;

/** reservation.create: a direct reservation for the listing the popover was opened on. */
export const reservationCreatePayloadSchema = z.object({
  listingId: z.string().min(1).max(64),
  guestName: z.string().trim().min(1, 'Guest name is required').max(200),
  guestContact: z.string().trim().max(200).optional(),
  dates: stayDatesSchema,
  guestCount: guestCountSchema,
  pricing: pricingModificationSchema.optional(),
});
export type ReservationCreatePayload = z.input<typeof reservationCreatePayloadSchema>;

const reason = z.string().trim().max(1000).optional();

/** reservation.accept, reservation.decline, reservation.internalCancel, reservation.internalConfirm */
export const reservationDecisionPayloadSchema = z.object({ reservationId, reason });
export type ReservationDecisionPayload = z.input<typeof reservationDecisionPayloadSchema>;

/** reservation.move */
export const reservationMovePayloadSchema = z.object({
  reservationId,
  listingId: z.string().min(1).max(64),
});
export type ReservationMovePayload = z.input<typeof reservationMovePayloadSchema>;

/** The modification step's pricing as stored: totals recomputed from the parts. */
export function pricingFromModification(pricing: PricingModification) {
  return { ...pricing, ...reservationTotal(pricing) };
}

type ReservationState = Pick<Reservation, 'status' | 'platform' | 'listingId'>;

const isRequest = (reservation: ReservationState) =>
  reservation.platform === REQUEST_PLATFORM && REQUEST_STATUSES.includes(reservation.status);

/** Why a reservation command may not run on this reservation, or null when it may. */
export function reservationCommandRefusal(
  event: string,
  reservation: ReservationState,
  targetListingId?: string,
): string | null {
  switch (event) {
    case 'reservation.accept':
    case 'reservation.decline':
      return isRequest(reservation) ? null : RESERVATION_MESSAGES.notARequest;
    case 'reservation.internalCancel':
      return reservation.status === 'cancelled' ? RESERVATION_MESSAGES.alreadyCancelled : null;
    case 'reservation.internalConfirm':
      if (reservation.status === 'cancelled') return RESERVATION_MESSAGES.confirmCancelled;
      return reservation.status === 'confirmed' || reservation.status === 'accepted'
        ? RESERVATION_MESSAGES.alreadyConfirmed
        : null;
    case 'reservation.move':
      if (reservation.status === 'cancelled') return RESERVATION_MESSAGES.moveCancelled;
      return targetListingId === reservation.listingId ? RESERVATION_MESSAGES.sameListing : null;
    default:
      return null;
  }
}

/** The status each decision leaves the reservation in. */
export const STATUS_AFTER: Readonly<Record<string, Reservation['status']>> = {
  'reservation.accept': 'accepted',
  'reservation.decline': 'cancelled',
  'reservation.internalCancel': 'cancelled',
  'reservation.internalConfirm': 'confirmed',
};

/** Palette commands that act on one reservation, in the order the palette lists them. */
export const RESERVATION_COMMAND_IDS = [
  'reservation.modify',
  'reservation.accept',
  'reservation.decline',
  'reservation.internalConfirm',
  'reservation.internalCancel',
  'reservation.move',
  'seam.accessCode.create',
  'seam.accessCode.update',
  'message.send',
  'task.create',
] as const;

/** The commands the palette offers for an open reservation: the role's, that its state allows. */
export function reservationCommandsFor(
  reservation: ReservationState,
  role: Role,
): PaletteCommand[] {
  return RESERVATION_COMMAND_IDS.flatMap((id) => {
    const command = PALETTE_COMMANDS.find((candidate) => candidate.id === id);
    if (!command || !command.roles.includes(role)) return [];
    // Moving needs a target to judge; the listing step excludes the current listing.
    return reservationCommandRefusal(id, reservation, '') === null ? [command] : [];
  });
}
