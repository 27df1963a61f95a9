import {
  DEFAULT_CHECK_IN_TIME,
  DEFAULT_CHECK_OUT_TIME,
  type Reservation,
} from '@staydesk/contracts';
import type { ReservationDoc } from '../models/reservation';

export interface ReservationListing {
  name: string;
  thumbnail: string | null;
}

/** Dates travel as calendar days ('2026-12-01'); the times of day are separate fields. */
const calendarDay = (date: Date) => date.toISOString().slice(0, 10);

export function presentReservation(
  reservation: ReservationDoc & { _id: { toString(): string } },
  listing: ReservationListing | null,
): Reservation {
  const guests = reservation.guests;
  return {
    id: reservation._id.toString(),
    guestName: reservation.guestName,
    guestContact: reservation.guestContact ?? null,
    confirmationCode: reservation.confirmationCode,
    listingId: reservation.listingId.toString(),
    // A listing deleted since the booking still leaves a readable reservation.
    listingName: listing?.name ?? 'Unknown listing',
    listingThumbnail: listing?.thumbnail ?? null,
    checkIn: calendarDay(reservation.checkIn),
    checkOut: calendarDay(reservation.checkOut),
    checkInTime: reservation.checkInTime ?? DEFAULT_CHECK_IN_TIME,
    checkOutTime: reservation.checkOutTime ?? DEFAULT_CHECK_OUT_TIME,
    status: reservation.status as Reservation['status'],
    platform: reservation.platform as Reservation['platform'],
    guests: {
      total: guests?.total ?? 0,
      adults: guests?.adults ?? 0,
      children: guests?.children ?? 0,
      infants: guests?.infants ?? 0,
      pets: guests?.pets ?? 0,
    },
    pricing: {
      total: reservation.pricing?.total ?? 0,
      currency: reservation.pricing?.currency ?? 'USD',
    },
  };
}
