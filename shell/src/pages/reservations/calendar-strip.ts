import type { Reservation } from '@staydesk/contracts';

/** How many days the per-listing calendar strip shows. */
export const STRIP_DAYS = 14;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** 'YYYY-MM-DD' of the day `offset` days after `day`. */
export const addDays = (day: string, offset: number) =>
  new Date((dayNumber(day) + offset) * DAY_MS).toISOString().slice(0, 10);

export interface StripBar<Stay> {
  reservation: Stay;
  /** 1-based first day column the stay covers in the window. */
  firstColumn: number;
  /** How many nights of the stay fall in the window. */
  span: number;
}

export interface StripRow<Stay> {
  listingId: string;
  listingName: string;
  bars: StripBar<Stay>[];
}

type Stay = Pick<Reservation, 'id' | 'listingId' | 'listingName' | 'checkIn' | 'checkOut'>;

/**
 * One row per listing with a stay in the `days` nights from `firstDay`, each stay a bar over
 * the nights it covers there (check-out day not included), cut to the window.
 */
export function calendarStrip<Entry extends Stay>(
  reservations: readonly Entry[],
  firstDay: string,
  days = STRIP_DAYS,
): StripRow<Entry>[] {
  const start = dayNumber(firstDay);
  const rows = new Map<string, StripRow<Entry>>();
  for (const reservation of reservations) {
    const from = Math.max(dayNumber(reservation.checkIn), start);
    const to = Math.min(dayNumber(reservation.checkOut), start + days);
    if (to <= from) continue;
    const row = rows.get(reservation.listingId) ?? {
      listingId: reservation.listingId,
      listingName: reservation.listingName,
      bars: [],
    };
    row.bars.push({ reservation, firstColumn: from - start + 1, span: to - from });
    rows.set(reservation.listingId, row);
  }
  return [...rows.values()].sort((a, b) => a.listingName.localeCompare(b.listingName));
}
