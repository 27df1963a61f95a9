import type { Reservation } from '@staydesk/contracts';

const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day 'YYYY-MM-DD' as 'Jun 3', whatever the viewer's time zone. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** 'Jun 3 – Jun 6' */
export const stayDates = (reservation: Pick<Reservation, 'checkIn' | 'checkOut'>) =>
  `${formatDay(reservation.checkIn)} – ${formatDay(reservation.checkOut)}`;
