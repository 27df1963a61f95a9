const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

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
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Task activity labels: 'Just now' under a minute, then 'm ago', 'h ago', 'd ago'. */
export function activityTime(value: string | Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(value).getTime());
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

// Made once: creating a formatter costs far more than formatting, and lists format thousands.
const DUE_DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A due date as the task surfaces show it: 'Mon, Nov 23, 10:00 AM', or 'No due date'. */
export function formatDueDate(value: string | null | undefined): string {
  if (!value) return 'No due date';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return DUE_DATE_FORMAT.format(date);
}
