import {
  PLATFORM_NAMES,
  RESERVATION_STATUS_NAMES,
  type PlatformApi,
  type ReservationDetail,
} from '@staydesk/contracts';
import { withReservation } from './reservation-link';
import { stayDates } from './reservation-labels';

/** Reservations one per row; each opens its reservation view. */
export function ReservationRows({
  platform,
  reservations,
}: {
  platform: PlatformApi;
  reservations: readonly ReservationDetail[];
}) {
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
      {reservations.map((reservation) => (
        <li key={reservation.id}>
          <a
            href={withReservation(window.location, reservation.id)}
            onClick={(event) => {
              event.preventDefault();
              platform.nav.navigate(withReservation(window.location, reservation.id));
            }}
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: 8,
              padding: '10px 12px',
              border: '1px solid #e2e8f0',
              borderRadius: 8,
              color: '#0f172a',
              textDecoration: 'none',
              ':hover': { background: '#f8fafc' },
            }}
          >
            <span css={{ display: 'grid' }}>
              <span css={{ fontWeight: 600 }}>{reservation.guestName}</span>
              <span css={{ fontSize: 13, color: '#475569' }}>{reservation.listingName}</span>
            </span>
            <span css={{ display: 'grid', textAlign: 'right', fontSize: 13, color: '#334155' }}>
              <span>{stayDates(reservation)}</span>
              <span>
                {RESERVATION_STATUS_NAMES[reservation.status]} ·{' '}
                {PLATFORM_NAMES[reservation.platform]}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
