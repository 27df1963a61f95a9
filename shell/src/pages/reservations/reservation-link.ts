import { reservationViewSearch } from '@staydesk/contracts';

/** The current location with the reservation view open on the reservation (or closed: null). */
export function withReservation(location: Location, reservationId: string | null): string {
  return `${location.pathname}${reservationViewSearch(location.search, reservationId)}`;
}
