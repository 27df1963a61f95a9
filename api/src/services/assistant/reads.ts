import type { Types } from 'mongoose';
import {
  escapeRegExp,
  taskQuerySchema,
  type FoundListing,
  type FoundReservation,
  type FoundTask,
} from '@staydesk/contracts';
import type { AuthContext } from '../../middleware/auth';
import { Listing, type ListingDoc } from '../../models/listing';
import { Reservation, type ReservationDoc } from '../../models/reservation';
import { presentReservation } from '../../presenters/reservation';
import { newTaskTimeZone } from '../task-zones';
import { listTasks } from '../tasks-list';

/** What the assistant may read, always as the caller: their customer, their role's task scope. */
export interface AssistantReads {
  listingsNamed(words: string): Promise<ListingMatch>;
  searchListings(query: string): Promise<FoundListing[]>;
  reservationsOfGuest(guest: string): Promise<FoundReservation[]>;
  reservationByCode(code: string): Promise<ReservationDetail | null>;
  tasksDueBetween(from: Date, to: Date): Promise<FoundTask[]>;
  /** The zone a listing's tasks are in (the customer's without a listing): dates read there. */
  timeZoneOf(listingId?: string): Promise<string>;
}

/** A reservation with what a proposed command needs beside what the answer shows. */
export interface ReservationDetail extends FoundReservation {
  listingId: string;
  checkInTime: string;
  checkOutTime: string;
}

/**
 * The listing a sentence names: its whole name or the part before the middle dot ('Harbor View
 * Loft' for 'Harbor View Loft · 2BR'), perhaps followed by words (`rest`) the sentence added.
 */
export type ListingMatch =
  | { kind: 'one'; listing: FoundListing; rest: string }
  | { kind: 'several'; listings: FoundListing[] }
  | { kind: 'none' };

const FOUND_LIMIT = 10;

type StoredListing = ListingDoc & { _id: Types.ObjectId };
type StoredReservation = ReservationDoc & { _id: Types.ObjectId };

const foundListing = (listing: StoredListing): FoundListing => ({
  kind: 'listing',
  id: listing._id.toString(),
  name: listing.name,
  city: listing.location?.city ?? '',
});

const namesOf = (listing: StoredListing) => {
  const full = listing.name.toLowerCase().trim();
  const short = (full.split('·')[0] ?? full).trim();
  return short === full ? [full] : [full, short];
};

/** The longest name of a listing the words start with, and what follows it. */
function leadingName(words: string, listing: StoredListing): string | null {
  const lower = words.toLowerCase();
  const names = namesOf(listing).filter(
    (name) => lower === name || lower.startsWith(`${name} `) || name.startsWith(lower),
  );
  return names.sort((a, b) => b.length - a.length)[0] ?? null;
}

export function assistantReads(auth: AuthContext): AssistantReads {
  const customerId = auth.customerObjectId;

  /** The names of the listings the reservations are at, read in one query. */
  async function listingNames(reservations: StoredReservation[]): Promise<Map<string, string>> {
    const listings = await Listing.find(
      { customerId, _id: { $in: reservations.map((reservation) => reservation.listingId) } },
      { name: 1 },
    ).lean<StoredListing[]>();
    return new Map(listings.map((listing) => [listing._id.toString(), listing.name]));
  }

  const foundReservation = (
    stored: StoredReservation,
    names: Map<string, string>,
  ): ReservationDetail => {
    const reservation = presentReservation(stored, {
      name: names.get(stored.listingId.toString()) ?? 'Unknown listing',
      thumbnail: null,
    });
    return {
      kind: 'reservation',
      id: reservation.id,
      guestName: reservation.guestName,
      confirmationCode: reservation.confirmationCode,
      listingId: reservation.listingId,
      listingName: reservation.listingName,
      checkIn: reservation.checkIn,
      checkOut: reservation.checkOut,
      checkInTime: reservation.checkInTime,
      checkOutTime: reservation.checkOutTime,
      status: reservation.status,
    };
  };

  return {
    async listingsNamed(words) {
      const phrase = words.replace(/^the\s+/i, '').trim();
      const firstWord = phrase.split(' ')[0];
      if (!firstWord) return { kind: 'none' };
      // The name starts as the sentence does: the (customerId, name) index narrows the read.
      const candidates = await Listing.find({
        customerId,
        name: new RegExp(`^${escapeRegExp(firstWord)}`, 'i'),
      })
        .limit(50)
        .lean<StoredListing[]>();
      const matched = candidates
        .map((listing) => ({ listing, name: leadingName(phrase, listing) }))
        .filter((match): match is { listing: StoredListing; name: string } => match.name !== null);
      const exact = matched.filter(({ name }) => phrase.toLowerCase().startsWith(name));
      // The longest whole name the sentence starts with wins; a part of a name must be unique.
      const longest = Math.max(...exact.map(({ name }) => name.length));
      const chosen =
        exact.length > 0 ? exact.filter(({ name }) => name.length === longest) : matched;
      const [only] = chosen;
      if (!only) return { kind: 'none' };
      if (chosen.length > 1) {
        return { kind: 'several', listings: chosen.map(({ listing }) => foundListing(listing)) };
      }
      const rest = exact.length > 0 ? phrase.slice(only.name.length).trim() : '';
      return { kind: 'one', listing: foundListing(only.listing), rest };
    },

    async searchListings(query) {
      const listings = await Listing.find({
        customerId,
        name: new RegExp(escapeRegExp(query.trim()), 'i'),
      })
        .sort({ name: 1 })
        .limit(FOUND_LIMIT)
        .lean<StoredListing[]>();
      return listings.map(foundListing);
    },

    async reservationsOfGuest(guest) {
      const reservations = await Reservation.find({
        customerId,
        guestName: new RegExp(escapeRegExp(guest.trim()), 'i'),
      })
        .sort({ checkIn: -1 })
        .limit(FOUND_LIMIT)
        .lean<StoredReservation[]>();
      const names = await listingNames(reservations);
      return reservations.map((reservation) => foundReservation(reservation, names));
    },

    async reservationByCode(code) {
      const reservation = await Reservation.findOne({
        customerId,
        confirmationCode: code.trim().toUpperCase(),
      }).lean<StoredReservation>();
      return reservation ? foundReservation(reservation, await listingNames([reservation])) : null;
    },

    async tasksDueBetween(from, to) {
      const page = await listTasks(
        auth,
        taskQuerySchema.parse({
          dueFrom: from.toISOString(),
          dueTo: to.toISOString(),
          sort: 'due_asc',
          limit: 50,
        }),
      );
      return page.tasks.map((task) => ({
        kind: 'task',
        id: task.id,
        title: task.title,
        status: task.status,
        dueDate: task.due_date,
        listingName: task.listing?.name ?? null,
      }));
    },

    timeZoneOf: (listingId) => newTaskTimeZone(auth, listingId),
  };
}
