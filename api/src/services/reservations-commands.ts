import { randomInt } from 'node:crypto';
import { Types } from 'mongoose';
import type { z } from 'zod';
import {
  changedPricing,
  guestTotal,
  PRICE_PARTS,
  pricingFromModification,
  reservationCommandRefusal,
  type reservationCreatePayloadSchema,
  type reservationDecisionPayloadSchema,
  type reservationModifyPayloadSchema,
  type reservationMovePayloadSchema,
  STATUS_AFTER,
  type GuestCount,
  type PricingChange,
  type ReservationDetail,
  type StayDates,
} from '@staydesk/contracts';
import { HttpError, notFound } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Listing } from '../models/listing';
import { Reservation } from '../models/reservation';
import { publish } from './live-events';
import {
  listingsOf,
  presentReservationDetail,
  type StoredReservation,
} from './reservations-present';

const refused = (message: string) => new HttpError(422, 'validation_failed', message);
const OVERLAP = 'These dates overlap another reservation of this listing';
const CHANGED_MEANWHILE = 'The reservation changed meanwhile; reload it and try again';

/** The ObjectId an id names, or null for text that names none. */
export const idOf = (id: string) => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null);

/** One reservation of the caller's customer; another customer's answers like a missing one. */
async function ownReservation(auth: AuthContext, id: string): Promise<StoredReservation> {
  const _id = idOf(id);
  const reservation =
    _id &&
    (await Reservation.findOne({
      _id,
      customerId: auth.customerObjectId,
    }).lean<StoredReservation>());
  if (!reservation) throw notFound('Reservation');
  return reservation;
}

async function ownListingId(auth: AuthContext, id: string): Promise<Types.ObjectId> {
  const _id = idOf(id);
  const listing = _id && (await Listing.exists({ _id, customerId: auth.customerObjectId }));
  if (!listing) throw notFound('Listing');
  return listing._id;
}

const day = (calendarDay: string) => new Date(`${calendarDay}T00:00:00Z`);

/** Refuses a stay that overlaps another live reservation of the listing. */
async function assertFree(
  auth: AuthContext,
  listingId: Types.ObjectId,
  stay: { checkIn: Date; checkOut: Date },
  except?: Types.ObjectId,
): Promise<void> {
  const clash = await Reservation.exists({
    customerId: auth.customerObjectId,
    listingId,
    status: { $ne: 'cancelled' },
    checkIn: { $lt: stay.checkOut },
    checkOut: { $gt: stay.checkIn },
    ...(except ? { _id: { $ne: except } } : {}),
  });
  if (clash) throw refused(OVERLAP);
}

/** What the contracts' rules judge a reservation by. */
const stateOf = (reservation: StoredReservation) => ({
  status: reservation.status as ReservationDetail['status'],
  platform: reservation.platform as ReservationDetail['platform'],
  listingId: reservation.listingId.toString(),
});

const datesOf = (dates: StayDates) => ({
  checkIn: day(dates.checkIn),
  checkOut: day(dates.checkOut),
  ...(dates.checkInTime ? { checkInTime: dates.checkInTime } : {}),
  ...(dates.checkOutTime ? { checkOutTime: dates.checkOutTime } : {}),
});

const guestsOf = (count: GuestCount) => ({ ...count, total: guestTotal(count) });

type StoredPricing = StoredReservation['pricing'];

/** The parts of a stay's price as stored, none missing. */
const storedParts = (pricing: StoredPricing) => ({
  base: pricing?.base ?? 0,
  cleaning: pricing?.fees?.cleaning ?? 0,
  pet: pricing?.fees?.pet ?? 0,
  extraGuest: pricing?.fees?.extraGuest ?? 0,
  service: pricing?.fees?.service ?? 0,
  platform: pricing?.fees?.platform ?? 0,
  totalTaxes: pricing?.totalTaxes ?? 0,
  total: pricing?.total ?? 0,
});

const STORED_PATHS: Record<keyof PricingChange, string> = {
  base: 'pricing.base',
  cleaning: 'pricing.fees.cleaning',
  pet: 'pricing.fees.pet',
  extraGuest: 'pricing.fees.extraGuest',
  service: 'pricing.fees.service',
  platform: 'pricing.fees.platform',
  totalTaxes: 'pricing.totalTaxes',
};

/**
 * The update of a price change: the changed parts only, the total moved by what they moved and
 * the host payout set equal to it. Untouched parts keep what is stored.
 */
function pricingUpdate(stored: StoredPricing, change: PricingChange) {
  const priced = changedPricing(storedParts(stored), change);
  const update: Record<string, number> = {
    'pricing.total': priced.total,
    'pricing.hostPayout': priced.hostPayout,
  };
  for (const part of PRICE_PARTS) {
    if (change[part] !== undefined) update[STORED_PATHS[part]] = priced[part];
  }
  return update;
}

/** Tells every open screen of the customer that a reservation changed, and answers it. */
async function changed(
  auth: AuthContext,
  id: Types.ObjectId,
  action: string,
): Promise<{ reservation: ReservationDetail }> {
  const reservation = await ownReservation(auth, id.toString());
  await publish({
    customerId: auth.customerObjectId,
    topic: 'reservations',
    type: 'reservation.updated',
    payload: { reservationId: id.toString(), action },
  });
  return {
    reservation: presentReservationDetail(reservation, await listingsOf(auth, [reservation])),
  };
}

/**
 * Applies an update only if the reservation is still as the rules saw it, so two commands
 * racing cannot both pass a check the first one invalidates.
 */
async function updateIfUnchanged(
  reservation: StoredReservation,
  update: Record<string, unknown>,
): Promise<void> {
  const result = await Reservation.updateOne(
    {
      _id: reservation._id,
      customerId: reservation.customerId,
      status: reservation.status,
      listingId: reservation.listingId,
      updatedAt: reservation.updatedAt,
    },
    { $set: update },
  );
  if (result.matchedCount === 0) throw new HttpError(409, 'conflict', CHANGED_MEANWHILE);
}

const confirmationCode = () =>
  `SD${Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[randomInt(32)]).join('')}`;

export async function createReservation(
  auth: AuthContext,
  input: z.output<typeof reservationCreatePayloadSchema>,
) {
  const listingId = await ownListingId(auth, input.listingId);
  const stay = datesOf(input.dates);
  await assertFree(auth, listingId, stay);
  const listing = await Listing.findById(listingId, { currency: 1 }).lean();
  const pricing = input.pricing ? pricingFromModification(input.pricing) : null;
  const created = await Reservation.create({
    customerId: auth.customerObjectId,
    listingId,
    confirmationCode: confirmationCode(),
    guestName: input.guestName,
    guestContact: input.guestContact || null,
    ...stay,
    status: 'confirmed',
    platform: 'direct',
    guests: guestsOf(input.guestCount),
    pricing: {
      total: pricing?.total ?? 0,
      hostPayout: pricing?.hostPayout ?? 0,
      currency: input.pricing?.currency ?? listing?.currency ?? 'USD',
      base: pricing?.base ?? 0,
      totalTaxes: pricing?.totalTaxes ?? 0,
      fees: {
        cleaning: pricing?.cleaning ?? 0,
        pet: pricing?.pet ?? 0,
        extraGuest: pricing?.extraGuest ?? 0,
        service: pricing?.service ?? 0,
        platform: pricing?.platform ?? 0,
      },
    },
  });
  return changed(auth, created._id, 'reservation.create');
}

export async function modifyReservation(
  auth: AuthContext,
  input: z.output<typeof reservationModifyPayloadSchema>,
) {
  const { dates, guestCount, pricing } = input.pricing_update.modifications;
  const reservation = await ownReservation(auth, input.reservationId);
  if (reservation.status === 'cancelled')
    throw refused('A cancelled reservation cannot be modified');
  const update: Record<string, unknown> = {};
  if (dates) {
    const stay = datesOf(dates);
    await assertFree(auth, reservation.listingId, stay, reservation._id);
    Object.assign(update, stay);
  }
  if (guestCount) update.guests = guestsOf(guestCount);
  if (pricing) Object.assign(update, pricingUpdate(reservation.pricing, pricing));
  await updateIfUnchanged(reservation, update);
  return changed(auth, reservation._id, 'reservation.modify');
}

/** accept, decline, internal cancel and internal confirm: a status change the rules allow. */
export const decideReservation =
  (event: keyof typeof STATUS_AFTER) =>
  async (auth: AuthContext, input: z.output<typeof reservationDecisionPayloadSchema>) => {
    const reservation = await ownReservation(auth, input.reservationId);
    const refusal = reservationCommandRefusal(event, stateOf(reservation));
    if (refusal) throw refused(refusal);
    await updateIfUnchanged(reservation, { status: STATUS_AFTER[event] });
    return changed(auth, reservation._id, event);
  };

export async function moveReservation(
  auth: AuthContext,
  input: z.output<typeof reservationMovePayloadSchema>,
) {
  const reservation = await ownReservation(auth, input.reservationId);
  const refusal = reservationCommandRefusal(
    'reservation.move',
    stateOf(reservation),
    input.listingId,
  );
  if (refusal) throw refused(refusal);
  const listingId = await ownListingId(auth, input.listingId);
  await assertFree(auth, listingId, reservation, reservation._id);
  await updateIfUnchanged(reservation, { listingId });
  return changed(auth, reservation._id, 'reservation.move');
}
