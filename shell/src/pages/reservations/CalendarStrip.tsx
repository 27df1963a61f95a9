import type { PlatformApi, ReservationDetail } from '@staydesk/contracts';
import { addDays, calendarStrip, STRIP_DAYS } from './calendar-strip';
import { formatDay, stayDates } from './reservation-labels';
import { withReservation } from './reservation-link';

const columns = `minmax(110px, 160px) repeat(${STRIP_DAYS}, minmax(22px, 1fr))`;

/** Each listing's stays over the next two weeks from the first day; a stay opens its view. */
export function CalendarStrip({
  platform,
  reservations,
  firstDay,
}: {
  platform: PlatformApi;
  reservations: readonly ReservationDetail[];
  firstDay: string;
}) {
  const rows = calendarStrip(reservations, firstDay);
  if (rows.length === 0) return null;
  const days = Array.from({ length: STRIP_DAYS }, (_, offset) => addDays(firstDay, offset));
  return (
    <section aria-labelledby="calendar-strip-title" css={{ marginBottom: 20, overflowX: 'auto' }}>
      <h2 id="calendar-strip-title" css={{ fontSize: 16, margin: '0 0 8px' }}>
        Calendar from {formatDay(firstDay)}
      </h2>
      <div css={{ minWidth: 460 }}>
        <div
          aria-hidden="true"
          css={{ display: 'grid', gridTemplateColumns: columns, fontSize: 11, color: '#475569' }}
        >
          <span />
          {days.map((day) => (
            <span key={day} css={{ textAlign: 'center' }}>
              {day.slice(8)}
            </span>
          ))}
        </div>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li
              key={row.listingId}
              aria-label={row.listingName}
              css={{
                display: 'grid',
                gridTemplateColumns: columns,
                alignItems: 'center',
                minHeight: 32,
                borderTop: '1px solid #e2e8f0',
              }}
            >
              <span
                css={{
                  gridColumn: 1,
                  gridRow: 1,
                  fontSize: 13,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  paddingRight: 8,
                }}
              >
                {row.listingName}
              </span>
              {row.bars.map((bar) => (
                <button
                  key={bar.reservation.id}
                  type="button"
                  aria-label={`${bar.reservation.guestName}, ${stayDates(bar.reservation)}`}
                  title={`${bar.reservation.guestName}, ${stayDates(bar.reservation)}`}
                  onClick={() =>
                    platform.nav.navigate(withReservation(window.location, bar.reservation.id))
                  }
                  css={{
                    gridRow: 1,
                    gridColumn: `${bar.firstColumn + 1} / span ${bar.span}`,
                    height: 22,
                    margin: '0 1px',
                    border: 0,
                    borderRadius: 4,
                    background: bar.reservation.status === 'cancelled' ? '#cbd5e1' : '#1d4ed8',
                    color: bar.reservation.status === 'cancelled' ? '#0f172a' : '#fff',
                    fontSize: 11,
                    overflow: 'hidden',
                    whiteSpace: 'nowrap',
                    cursor: 'pointer',
                  }}
                >
                  {bar.reservation.guestName}
                </button>
              ))}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
