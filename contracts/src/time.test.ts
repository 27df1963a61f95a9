import { activityTime, formatDueDate, relativeTime } from './time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

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
  it('falls back for missing and invalid dates', () => {
    expect(formatDueDate(null)).toBe('No due date');
    expect(formatDueDate('garbage')).toBe('Invalid date');
  });
});
