import { TZDateMini } from '@date-fns/tz';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Dates are written as Intl's en-US writes them, in the browser's time zone, but without
// Intl: a page's first Intl object costs about 70 ms of a desktop's CPU (it loads the time zone
// data), and lists show these dates in their first paint. time.test.ts holds them to Intl.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 23', or with the year 'Nov 23, 2026'. */
export function shortDate(date: Date, withYear = false): string {
  const day = `${MONTHS[date.getMonth()]} ${date.getDate()}`;
  return withYear ? `${day}, ${date.getFullYear()}` : day;
}

/** 'Mon, Nov 23', or with the year 'Mon, Nov 23, 2026'. */
export const weekdayDate = (date: Date, withYear = false): string =>
  `${WEEKDAYS[date.getDay()]}, ${shortDate(date, withYear)}`;

/**
 * Notification time labels: 'Nm ago' under 60 minutes, 'Nh ago' under 24 hours,
 * 'Nd ago' under 7 days, else a date; 'Unknown time' when there is none.
 */
export function relativeTime(value: string | Date | null | undefined, now: Date): string {
  if (value === null || value === undefined || value === '') return 'Unknown time';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown time';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return shortDate(date, true);
}

/** Task activity labels: 'Just now' under a minute, then 'm ago', 'h ago', 'd ago'. */
export function activityTime(value: string | Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(value).getTime());
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

/**
 * A due date as the task surfaces show it: 'Mon, Nov 23, 10:00 AM', or 'No due date'. With a
 * zone, as the clocks there read it (a task's times are its listing's); without, the viewer's.
 */
export function formatDueDate(value: string | null | undefined, zone?: string): string {
  if (!value) return 'No due date';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return 'Invalid date';
  const date = zone ? new TZDateMini(instant.getTime(), zone) : instant;
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${weekdayDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
