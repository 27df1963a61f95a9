/** The query parameter that opens the reservation view over any page. */
export const RESERVATION_PARAM = 'reservation';

/** The current location with the reservation view open on the reservation (or closed: null). */
export function withReservation(location: Location, reservationId: string | null): string {
  const search = new URLSearchParams(location.search);
  if (reservationId === null) search.delete(RESERVATION_PARAM);
  else search.set(RESERVATION_PARAM, reservationId);
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}
