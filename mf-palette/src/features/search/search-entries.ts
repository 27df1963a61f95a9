import type { ListingSummary, SearchEntry } from '@staydesk/contracts';
import type { PickedReservation } from '../data/palette-queries';

export type FoundEntry =
  | (SearchEntry & { kind: 'listing'; listing: ListingSummary })
  | (SearchEntry & { kind: 'reservation'; reservation: PickedReservation });

export const listingEntry = (listing: ListingSummary): FoundEntry => ({
  kind: 'listing',
  id: listing.id,
  texts: [listing.name, listing.city],
  listing,
});

export const reservationEntry = (reservation: PickedReservation): FoundEntry => ({
  kind: 'reservation',
  id: reservation.id,
  texts: [
    reservation.guestName,
    reservation.confirmationCode,
    reservation.listingName,
    reservation.guestContact ?? '',
  ],
  reservation,
});
