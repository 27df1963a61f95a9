import {
  formatMoney,
  PLATFORM_NAMES,
  RESERVATION_STATUS_NAMES,
  type PlatformApi,
} from '@staydesk/contracts';
import { useEscapeKey } from '@staydesk/design-system';
import { DetailList, SidePanel, type Detail } from '@staydesk/design-system/panels';
import { PageError, PageLoading } from '../page-kit/PageFrame';
import { withPageStore } from '../page-kit/page-store';
import { loadOf } from '../page-kit/query-load';
import { formatDay } from './reservation-labels';
import { withReservation } from './reservation-link';
import {
  useGetReservationQuery,
  useLiveReservations,
  type ViewedReservation,
} from './reservations-api';

const guestRows = ({ guests }: ViewedReservation): Detail[] => [
  { term: 'Guests', value: String(guests.total) },
  { term: 'Adults', value: String(guests.adults) },
  { term: 'Children', value: String(guests.children) },
  { term: 'Infants', value: String(guests.infants) },
  { term: 'Pets', value: String(guests.pets) },
];

function pricingRows({ pricing }: ViewedReservation): Detail[] {
  if (!('totals' in pricing))
    return [{ term: 'Total', value: formatMoney(pricing.total, pricing.currency) }];
  const money = (amount: number) => formatMoney(amount, pricing.totals.currency);
  const { fees } = pricing;
  const charges: Array<[string, number]> = [
    ['Base price', pricing.base.amount],
    ['Cleaning fee', fees.cleaning],
    ['Pet fee', fees.pet],
    ['Extra-guest fee', fees.extraGuest],
    ['Service fee', fees.service],
    ['Platform fee', fees.platform],
    ...fees.other.map((fee): [string, number] => [fee.type, fee.amount]),
    ['Taxes', pricing.totals.totalTaxes],
  ];
  return [
    // A fee the stay does not have is left out, but the base price always shows.
    ...charges
      .filter(([term, amount]) => amount > 0 || term === 'Base price')
      .map(([term, amount]) => ({ term, value: money(amount) })),
    { term: 'Total', value: money(pricing.totals.total) },
    { term: 'Host payout', value: money(pricing.totals.hostPayout) },
  ];
}

/**
 * The one reservation view, over any page that links a reservation (`?reservation={id}`):
 * guest, dates, guests, pricing and status.
 */
function ReservationView({
  platform,
  reservationId,
}: {
  platform: PlatformApi;
  reservationId: string;
}) {
  const answer = loadOf(useGetReservationQuery(reservationId));
  useLiveReservations(platform);
  const close = () => platform.nav.navigate(withReservation(window.location, null));
  useEscapeKey(close);
  const reservation = answer.state === 'ready' ? answer.data : null;
  return (
    <SidePanel
      label="Reservation"
      title={reservation ? reservation.guestName : 'Reservation'}
      width={420}
      layer="panel"
      busy={answer.state === 'loading'}
      onClose={close}
    >
      {answer.state === 'loading' && <PageLoading />}
      {answer.state === 'error' && (
        <PageError>Failed to load the reservation: {answer.message}</PageError>
      )}
      {reservation && (
        <div css={{ display: 'grid', gap: 16 }}>
          <DetailList
            details={[
              { term: 'Status', value: RESERVATION_STATUS_NAMES[reservation.status] },
              { term: 'Listing', value: reservation.listingName },
              { term: 'Platform', value: PLATFORM_NAMES[reservation.platform] },
              { term: 'Confirmation code', value: reservation.confirmationCode },
              { term: 'Guest contact', value: reservation.guestContact ?? 'Not given' },
              {
                term: 'Check-in',
                value: `${formatDay(reservation.checkIn)}, ${reservation.checkInTime}`,
              },
              {
                term: 'Check-out',
                value: `${formatDay(reservation.checkOut)}, ${reservation.checkOutTime}`,
              },
            ]}
          />
          <section aria-labelledby="reservation-guests">
            <h3 id="reservation-guests" css={{ fontSize: 15, margin: '0 0 8px' }}>
              Guests
            </h3>
            <DetailList details={guestRows(reservation)} />
          </section>
          <section aria-labelledby="reservation-pricing">
            <h3 id="reservation-pricing" css={{ fontSize: 15, margin: '0 0 8px' }}>
              Pricing
            </h3>
            <DetailList details={pricingRows(reservation)} />
          </section>
        </div>
      )}
    </SidePanel>
  );
}

export default withPageStore(ReservationView);
