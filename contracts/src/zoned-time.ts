import { TZDateMini, tzOffset } from '@date-fns/tz';
import { formatDueDate } from './time';

// A task's local date-times (due, start) are read in its listing's time zone, never in the
// runtime's: the API in Virginia and the browser in Lisbon name the same instant for the same
// local value. Offsets come from @date-fns/tz; TZDate's own reading of a local time is not used
// because, on an hour a clock change skips or repeats, its answer depends on the runtime's zone.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** What an instant reads on the wall clocks of a zone: 'YYYY-MM-DDTHH:mm'. */
export function localDateTimeIn(instant: Date, zone: string): string {
  const at = new TZDateMini(instant.getTime(), zone);
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${day}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A local 'YYYY-MM-DDTHH:mm[:ss]' read as if it were UTC: its wall clock as a number. */
function wallClockOf(local: string): number {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds = 0] = time.split(':').map(Number) as [number, number, number?];
  return Date.UTC(year, month - 1, day, hours, minutes, seconds);
}

/**
 * The instant a local date-time names in a zone. An hour the clocks skip (spring forward) is
 * read with the offset before the change, so 02:30 on the night New York skips to 03:00 is
 * 03:30 there; an hour they repeat (fall back) is its first occurrence.
 */
export function instantIn(local: string, zone: string): Date {
  const wallClock = wallClockOf(local);
  // A day either side holds the offsets in force around it: zones change at most once a day.
  const offsets = [
    tzOffset(zone, new Date(wallClock - DAY_MS)),
    tzOffset(zone, new Date(wallClock + DAY_MS)),
  ];
  const readings = offsets
    .map((offset) => wallClock - offset * MINUTE_MS)
    .filter((instant, index) => tzOffset(zone, new Date(instant)) === offsets[index]);
  return new Date(
    readings.length > 0 ? Math.min(...readings) : wallClock - offsets[0]! * MINUTE_MS,
  );
}

/** The same wall-clock time a number of calendar days later (or earlier) in a zone. */
export function addLocalDays(instant: Date, days: number, zone: string): Date {
  const moved = new Date(wallClockOf(localDateTimeIn(instant, zone)) + days * DAY_MS);
  return instantIn(moved.toISOString().slice(0, 16), zone);
}

let viewerZone: { runtimeTz: string | undefined; zone: string } | null = null;

/**
 * The zone the viewer's browser (or a server render, drawing for it) writes times in. Asked of
 * Intl once (about 0.2 ms a time, and a list asks per row); a server render sets TZ to each
 * browser's zone for its duration, so the answer is kept per TZ.
 */
export function viewerTimeZone(): string {
  // Read through globalThis: contracts are typed without Node, and a browser has no process.
  const runtimeTz = (globalThis as { process?: { env?: { TZ?: string } } }).process?.env?.TZ;
  if (viewerZone?.runtimeTz !== runtimeTz || !viewerZone) {
    viewerZone = { runtimeTz, zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  }
  return viewerZone.zone;
}

const canonicalNames = new Map<string, string>();

/** One name per zone: Etc/UTC is UTC. */
function canonical(zone: string): string {
  let name = canonicalNames.get(zone);
  if (name === undefined) {
    name = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    canonicalNames.set(zone, name);
  }
  return name;
}

/**
 * How a time says its zone to a viewer in another: 'Lisbon time', 'New York time', 'UTC'. Null
 * when the viewer is in that zone, where a bare time means what it says.
 */
export function zoneLabel(zone: string, viewerZone: string): string | null {
  if (canonical(zone) === canonical(viewerZone)) return null;
  const place = zone.split('/').pop() ?? zone;
  return /^(Etc\/)?(UTC|GMT|Universal|Zulu)$/.test(zone)
    ? 'UTC'
    : `${place.replace(/_/g, ' ')} time`;
}

/**
 * A task's time as its surfaces show it: in the task's zone, which it names to a viewer in
 * another ('Thu, Dec 10, 10:00 AM (Lisbon time)'); 'No due date' without one.
 */
export function formatTaskTime(
  value: string | null | undefined,
  zone: string,
  viewerZone: string = viewerTimeZone(),
): string {
  const text = formatDueDate(value, zone);
  const label = value ? zoneLabel(zone, viewerZone) : null;
  return label ? `${text} (${label})` : text;
}
