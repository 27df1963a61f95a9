import { Types } from 'mongoose';
import {
  RESERVATION_READERS,
  type ReservationListResponse,
  type ReservationSearchResponse,
  type reservationListQuerySchema,
  type reservationSearchQuerySchema,
} from '@staydesk/contracts';
import type { z } from 'zod';
import { HttpError } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Listing } from '../models/listing';
import { Reservation } from '../models/reservation';
import { prefixMatch } from './listings-search';
import {
  listingsOf,
  presentReservationDetail,
  presentSearchResult,
  type StoredReservation,
} from './reservations-present';

type ListQuery = z.infer<typeof reservationListQuerySchema>;
type SearchQuery = z.infer<typeof reservationSearchQuerySchema>;

const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
const today = () => startOfDay(new Date().toISOString().slice(0, 10));

/** Not yet checked out and not cancelled. */
const CURRENT = () => ({ checkOut: { $gte: today() }, status: { $ne: 'cancelled' } });

/**
 * Reservations whose guest name or confirmation code starts with q, or whose listing's name or
 * city does: each side a range on its own index.
 */
async function matchingQuery(auth: AuthContext, q: string | undefined) {
  const ownKeys = prefixMatch(q);
  if (!ownKeys) return {};
  const listings = await Listing.find(
    { customerId: auth.customerObjectId, ...ownKeys },
    { _id: 1 },
  ).lean();
  return { $or: [ownKeys, { listingId: { $in: listings.map((listing) => listing._id) } }] };
}

interface Cursor {
  checkIn: Date;
  id: Types.ObjectId;
}

const badCursor = () =>
  new HttpError(
    400,
    'validation_failed',
    'cursor: Not a cursor of this list; start from the first page',
  );

const encodeCursor = (reservation: StoredReservation) =>
  Buffer.from(
    JSON.stringify([reservation.checkIn.toISOString(), reservation._id.toString()]),
  ).toString('base64url');

function decodeCursor(text: string): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parts) || parts.length !== 2) throw badCursor();
  const [checkIn, id] = parts as unknown[];
  const date = typeof checkIn === 'string' ? new Date(checkIn) : null;
  if (
    !date ||
    Number.isNaN(date.getTime()) ||
    typeof id !== 'string' ||
    !Types.ObjectId.isValid(id)
  ) {
    throw badCursor();
  }
  return { checkIn: date, id: new Types.ObjectId(id) };
}

const afterCursor = (cursor: Cursor) => ({
  $or: [{ checkIn: { $gt: cursor.checkIn } }, { checkIn: cursor.checkIn, _id: { $gt: cursor.id } }],
});

/** GET /api/reservations: by check-in, then id, a page at a time. */
export async function listReservations(
  auth: AuthContext,
  query: ListQuery,
): Promise<ReservationListResponse> {
  const listingIds = query.listingIds?.filter((id) => Types.ObjectId.isValid(id));
  const conditions: object[] = [
    listingIds ? { listingId: { $in: listingIds.map((id) => new Types.ObjectId(id)) } } : {},
    query.mode === 'current' ? CURRENT() : {},
    query.platform ? { platform: query.platform } : {},
    query.status ? { status: query.status } : {},
    query.from ? { checkOut: { $gte: startOfDay(query.from) } } : {},
    query.to ? { checkIn: { $lte: startOfDay(query.to) } } : {},
    await matchingQuery(auth, query.q),
    query.cursor ? afterCursor(decodeCursor(query.cursor)) : {},
  ].filter((condition) => Object.keys(condition).length > 0);
  const filter = {
    customerId: auth.customerObjectId,
    ...(conditions.length > 0 ? { $and: conditions } : {}),
  };
  const page = await Reservation.find(filter)
    .sort({ checkIn: 1, _id: 1 })
    .limit(query.limit + 1)
    .lean<StoredReservation[]>();
  const reservations = page.slice(0, query.limit);
  const listings = await listingsOf(auth, reservations);
  const last = reservations.at(-1);
  return {
    reservations: reservations.map((reservation) =>
      presentReservationDetail(reservation, listings),
    ),
    nextCursor: page.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** GET /api/search/reservations: matches of q, or the current ones when asked with no q. */
export async function searchReservations(
  auth: AuthContext,
  query: SearchQuery,
): Promise<ReservationSearchResponse> {
  const q = query.q?.trim();
  if (!q && query.current !== 'true') return { results: [], total: 0 };
  const filter = {
    customerId: auth.customerObjectId,
    ...(q ? await matchingQuery(auth, q) : CURRENT()),
  };
  const [found, total] = await Promise.all([
    Reservation.find(filter)
      .sort({ checkIn: 1, _id: 1 })
      .limit(query.limit)
      .lean<StoredReservation[]>(),
    Reservation.countDocuments(filter),
  ]);
  const listings = await listingsOf(auth, found);
  // A partner finds a stay by its guest or code, but how to reach the guest is for the roles that
  // read reservations (decision 0037).
  const withGuestContact = RESERVATION_READERS.includes(auth.role);
  const results = found.map((reservation) => {
    const result = presentSearchResult(reservation, listings);
    return withGuestContact ? result : { ...result, guestContact: null };
  });
  return { results, total };
}
