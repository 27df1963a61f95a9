import type { Reservation } from '@staydesk/contracts';
import { DetailList, type Detail } from '@staydesk/design-system/panels';
import { useId } from 'react';
import { boxStyle } from './panel-styles';

interface AdditionalContextProps {
  reservation: Reservation | null;
  relatedTask: { id: string; title: string } | null;
}

const stayDates = (reservation: Reservation) => `${reservation.checkIn} → ${reservation.checkOut}`;

/** What the task is created for, shown only when there is something to show. */
export function AdditionalContext({ reservation, relatedTask }: AdditionalContextProps) {
  const headingId = useId();
  const details: Detail[] = [];
  if (reservation) {
    details.push(
      { term: 'Confirmation code', value: reservation.confirmationCode },
      { term: 'Guest', value: reservation.guestName },
      { term: 'Stay', value: stayDates(reservation) },
    );
  }
  if (relatedTask) details.push({ term: 'Related task', value: relatedTask.title });
  if (details.length === 0) return null;
  return (
    <section css={boxStyle} aria-labelledby={headingId}>
      <h3 id={headingId}>Additional Context</h3>
      <DetailList details={details} />
    </section>
  );
}
