import { clockLabel, shortDate, type Task } from '@staydesk/contracts';
import { labelStyle, mutedStyle } from '../formStyles';

const day = (value: string) => shortDate(new Date(value));

/** The reservation the task came from and the next one; shown to structure editors only. */
export function RelatedReservations({ task }: { task: Task }) {
  const { sourceReservation: source, nextReservation: next } = task;
  if (!source && !next) return null;
  return (
    <div>
      <span css={labelStyle}>Related reservations</span>
      <ul css={{ margin: 0, paddingLeft: 18 }}>
        {source && (
          <li>
            {source.confirmationCode} · {source.guestName} · {day(source.checkIn)} –{' '}
            {day(source.checkOut)}
          </li>
        )}
        {next && (
          <li>
            Next: {next.confirmationCode} · check-in {day(next.checkIn)}{' '}
            {clockLabel(next.checkInTime)}
            <span css={mutedStyle}> · {next.guestDetails.number_of_guests ?? 1} guest(s)</span>
          </li>
        )}
      </ul>
    </div>
  );
}
