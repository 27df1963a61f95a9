import type { ReservationDetail } from '@staydesk/contracts';
import { payoutsOf, totalsByCurrency } from './payouts';

const stay = (id: string, status: string, checkOut: string, hostPayout: number, currency = 'USD') =>
  ({
    id,
    status,
    guestName: `Guest ${id}`,
    listingName: 'Dune House',
    checkOut,
    pricing: { totals: { hostPayout, currency, total: hostPayout, totalTaxes: 0 } },
  }) as unknown as ReservationDetail;

describe('host payouts', () => {
  it('lists the payouts of stays not cancelled, latest due first', () => {
    const payouts = payoutsOf([
      stay('a', 'confirmed', '2026-06-02', 100.1),
      stay('b', 'cancelled', '2026-06-09', 500),
      stay('c', 'accepted', '2026-06-05', 200.2),
    ]);
    expect(payouts.map((payout) => [payout.reservationId, payout.due])).toEqual([
      ['c', '2026-06-05'],
      ['a', '2026-06-02'],
    ]);
  });

  it('adds them up per currency, to the cent', () => {
    const payouts = payoutsOf([
      stay('a', 'confirmed', '2026-06-02', 100.1),
      stay('b', 'confirmed', '2026-06-03', 200.2),
      stay('c', 'confirmed', '2026-06-04', 50, 'EUR'),
    ]);
    expect(new Map(totalsByCurrency(payouts))).toEqual(
      new Map([
        ['USD', 300.3],
        ['EUR', 50],
      ]),
    );
  });
});
