import type { ReservationDetail } from '@staydesk/contracts';

/** A stay's payout to the host: what the reservation pays out once the guest checks out. */
export interface Payout {
  reservationId: string;
  guestName: string;
  listingName: string;
  /** The day it is due: the check-out day. */
  due: string;
  amount: number;
  currency: string;
}

/** The payouts the reservations hold, latest due first; cancelled stays pay nothing. */
export function payoutsOf(reservations: readonly ReservationDetail[]): Payout[] {
  return reservations
    .filter((reservation) => reservation.status !== 'cancelled')
    .map((reservation) => ({
      reservationId: reservation.id,
      guestName: reservation.guestName,
      listingName: reservation.listingName,
      due: reservation.checkOut,
      amount: reservation.pricing.totals.hostPayout,
      currency: reservation.pricing.totals.currency,
    }))
    .sort((a, b) => b.due.localeCompare(a.due));
}

/** The sum per currency, to the cent. */
export function totalsByCurrency(payouts: readonly Payout[]): Array<[string, number]> {
  const cents = new Map<string, number>();
  for (const payout of payouts)
    cents.set(payout.currency, (cents.get(payout.currency) ?? 0) + Math.round(payout.amount * 100));
  return [...cents].map(([currency, total]) => [currency, total / 100]);
}
