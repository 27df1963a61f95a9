import { TZDate } from '@date-fns/tz';
import type { DatedReminderPreset } from './dashboard-items';

// Apart from the inbox's other rules: the time-zone library loads only where a reminder is set.
/** Reminders fire at 8:00 in the user's time zone. */
export const DEFAULT_REMINDER_HOUR = 8;

const MONDAY = 1;
const SATURDAY = 6;
const SUNDAY = 0;

/** The first day at 8:00 (in the zone) after now that the preset accepts. */
function nextEightOClock(now: Date, zone: string, accepts: (day: TZDate) => boolean): Date {
  const today = new TZDate(now.getTime(), zone);
  for (let offset = 0; ; offset += 1) {
    const day = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + offset,
      DEFAULT_REMINDER_HOUR,
      0,
      0,
      0,
      zone,
    );
    if (day.getTime() > now.getTime() && accepts(day)) return new Date(day.getTime());
  }
}

/**
 * When a reminder set now comes back: tomorrow at 8:00; next week on Monday at 8:00 (a Monday
 * after today's); this weekend at the next Saturday or Sunday 8:00 still ahead, so on a Saturday
 * after 8:00 it is Sunday and on a Sunday after 8:00 the next Saturday. Days are the zone's.
 */
export function reminderTime(preset: DatedReminderPreset, now: Date, zone: string): Date {
  const today = new TZDate(now.getTime(), zone);
  const dayKey = (day: TZDate) => day.getFullYear() * 10_000 + day.getMonth() * 100 + day.getDate();
  const isAfterToday = (day: TZDate) => dayKey(day) > dayKey(today);
  switch (preset) {
    case 'tomorrow':
      return nextEightOClock(now, zone, isAfterToday);
    case 'next_week':
      return nextEightOClock(now, zone, (day) => day.getDay() === MONDAY && isAfterToday(day));
    case 'this_weekend':
      return nextEightOClock(now, zone, (day) => [SATURDAY, SUNDAY].includes(day.getDay()));
  }
}
