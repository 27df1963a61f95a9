import { activityTime, formatDueDate, relativeTime, shortDate, weekdayDate } from './time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

/** Every hour of a year, and minutes that need their zero, in the machine's time zone. */
const hoursOfAYear = Array.from(
  { length: 366 * 24 },
  (_, hour) => new Date(2026, 0, 1, hour, (hour * 7) % 60),
);

describe('relativeTime', () => {
  it.each([
    [0, '0m ago'],
    [59 * 60_000, '59m ago'],
    [60 * 60_000, '1h ago'],
    [23 * 3_600_000 + 59 * 60_000, '23h ago'],
    [24 * 3_600_000, '1d ago'],
    [6 * 86_400_000, '6d ago'],
  ])('%i ms ago reads %s', (ms, label) => {
    expect(relativeTime(ago(ms), now)).toBe(label);
  });

  it('shows a date from 7 days on', () => {
    expect(relativeTime(ago(7 * 86_400_000), now)).toBe('Nov 14, 2026');
    const later = new Date(2027, 6, 1);
    for (const date of hoursOfAYear)
      expect(relativeTime(date, later)).toBe(
        date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
      );
  });

  it("says 'Unknown time' without a usable time", () => {
    expect(relativeTime(null, now)).toBe('Unknown time');
    expect(relativeTime('', now)).toBe('Unknown time');
    expect(relativeTime('not a date', now)).toBe('Unknown time');
  });
});

describe('activityTime', () => {
  it("says 'Just now' under a minute, then minutes, hours and days", () => {
    expect(activityTime(ago(30_000), now)).toBe('Just now');
    expect(activityTime(ago(5 * 60_000), now)).toBe('5m ago');
    expect(activityTime(ago(3 * 3_600_000), now)).toBe('3h ago');
    expect(activityTime(ago(2 * 86_400_000), now)).toBe('2d ago');
  });
});

describe('formatDueDate', () => {
  it('writes what Intl writes in en-US, in local time', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    for (const date of hoursOfAYear)
      expect(formatDueDate(date.toISOString())).toBe(intl.format(date).replace(/\s/g, ' '));
    expect(formatDueDate('2026-11-23T10:00:00')).toBe('Mon, Nov 23, 10:00 AM');
  });

  it('falls back for missing and invalid dates', () => {
    expect(formatDueDate(null)).toBe('No due date');
    expect(formatDueDate('garbage')).toBe('Invalid date');
  });
});

describe('shortDate and weekdayDate', () => {
  it('write what Intl writes in en-US, with and without the year', () => {
    const written = (options: Intl.DateTimeFormatOptions) => {
      const intl = new Intl.DateTimeFormat('en-US', options);
      return (date: Date) => intl.format(date);
    };
    const expected = {
      short: written({ month: 'short', day: 'numeric' }),
      shortYear: written({ month: 'short', day: 'numeric', year: 'numeric' }),
      weekday: written({ weekday: 'short', month: 'short', day: 'numeric' }),
      weekdayYear: written({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    };
    for (const date of hoursOfAYear) {
      expect(shortDate(date)).toBe(expected.short(date));
      expect(shortDate(date, true)).toBe(expected.shortYear(date));
      expect(weekdayDate(date)).toBe(expected.weekday(date));
      expect(weekdayDate(date, true)).toBe(expected.weekdayYear(date));
    }
  });
});
