import type { Types } from 'mongoose';
import {
  RESERVATION_READERS,
  WORKSPACE_CALENDAR_DAYS,
  type WorkspaceCalendar,
  type WorkspaceListings,
} from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { Listing, ListingGroup, type ListingDoc } from '../models/listing';
import { Reservation, type ReservationDoc } from '../models/reservation';
import { presentReservation } from '../presenters/reservation';
import { presentListingCard } from './listings';
import { customerTimeZone } from './task-zones';

type Stored<Doc> = Doc & { _id: Types.ObjectId };

/** Every listing of the caller's customer as its card shows it, grouped as the host groups them. */
export async function workspaceListings(auth: AuthContext): Promise<WorkspaceListings> {
  const [groups, listings, customerZone] = await Promise.all([
    ListingGroup.find({ customerId: auth.customerObjectId }).sort({ name: 1 }).lean(),
    Listing.find({ customerId: auth.customerObjectId })
      .sort({ name: 1 })
      .lean<Stored<ListingDoc>[]>(),
    customerTimeZone(auth.customerObjectId),
  ]);
  const cards = listings.map((listing) => presentListingCard(listing, customerZone));
  return {
    groups: groups.map((group) => ({
      id: group._id.toString(),
      name: group.name,
      listings: cards.filter((card) => card.groupId === group._id.toString()),
    })),
    ungrouped: cards.filter(
      (card) => !groups.some((group) => group._id.toString() === card.groupId),
    ),
  };
}

const calendarDay = (date: Date) => date.toISOString().slice(0, 10);

/** The caller's customer's stays (for those who read reservations) not over by today that begin within the next 90 days. */
export async function workspaceCalendar(
  auth: AuthContext,
  today = new Date(),
): Promise<WorkspaceCalendar> {
  const from = new Date(`${calendarDay(today)}T00:00:00Z`);
  const to = new Date(from.getTime() + WORKSPACE_CALENDAR_DAYS * 24 * 3600 * 1000);
  // Service providers and inspectors read no reservations: their calendar is empty.
  if (!RESERVATION_READERS.includes(auth.role))
    return { from: calendarDay(from), to: calendarDay(to), reservations: [] };
  const [reservations, listings] = await Promise.all([
    Reservation.find({
      customerId: auth.customerObjectId,
      checkOut: { $gte: from },
      checkIn: { $lte: to },
    })
      .sort({ checkIn: 1 })
      .lean<Stored<ReservationDoc>[]>(),
    Listing.find({ customerId: auth.customerObjectId }, { name: 1, photos: 1 }).lean(),
  ]);
  const listingOf = new Map(
    listings.map((listing) => [
      listing._id.toString(),
      { name: listing.name, thumbnail: listing.photos?.[0]?.thumbnailUrl ?? null },
    ]),
  );
  return {
    from: calendarDay(from),
    to: calendarDay(to),
    reservations: reservations.map((reservation) =>
      presentReservation(reservation, listingOf.get(reservation.listingId.toString()) ?? null),
    ),
  };
}
