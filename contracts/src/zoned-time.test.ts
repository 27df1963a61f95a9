import { dueDateUnderParent, templateDueDate, templateDueLocal } from './task-dates';
import { formatDueDate } from './time';
import { addLocalDays, instantIn, localDateTimeIn, zoneLabel } from './zoned-time';

// Jest runs this file in the machine's zone: the answers below must not depend on it.

describe('a local date-time in a zone', () => {
  it.each([
    ['2026-12-10T10:00', 'Europe/Lisbon', '2026-12-10T10:00:00.000Z'],
    ['2026-07-10T10:00', 'Europe/Lisbon', '2026-07-10T09:00:00.000Z'],
    ['2026-12-10T10:00', 'America/New_York', '2026-12-10T15:00:00.000Z'],
    ['2026-12-10T10:00', 'Asia/Tokyo', '2026-12-10T01:00:00.000Z'],
    ['2026-12-10T10:00:30', 'UTC', '2026-12-10T10:00:30.000Z'],
  ])('%s in %s is %s', (local, zone, instant) => {
    expect(instantIn(local, zone).toISOString()).toBe(instant);
    expect(localDateTimeIn(new Date(instant), zone)).toBe(local.slice(0, 16));
  });

  it('reads the hours either side of a spring-forward change with their own offsets', () => {
    // Lisbon moves from 01:00 WET to 02:00 WEST on 29 March 2026 (01:00 UTC).
    expect(instantIn('2026-03-29T00:30', 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(instantIn('2026-03-29T02:30', 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('moves an hour the clocks skip forward by the gap', () => {
    expect(instantIn('2026-03-29T01:30', 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(
      localDateTimeIn(instantIn('2026-03-08T02:30', 'America/New_York'), 'America/New_York'),
    ).toBe('2026-03-08T03:30');
  });

  it('reads an hour the clocks repeat as its first occurrence', () => {
    // Lisbon goes back from 02:00 WEST to 01:00 WET on 25 October 2026 (01:00 UTC).
    expect(instantIn('2026-10-25T01:30', 'Europe/Lisbon').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(instantIn('2026-11-01T01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('keeps the wall-clock time when a day crosses a clock change', () => {
    const saturday = instantIn('2026-03-28T09:00', 'Europe/Lisbon');
    const sunday = addLocalDays(saturday, 1, 'Europe/Lisbon');
    expect(localDateTimeIn(sunday, 'Europe/Lisbon')).toBe('2026-03-29T09:00');
    expect(sunday.getTime() - saturday.getTime()).toBe(23 * 3_600_000);
  });
});

describe('dates derived in the task zone', () => {
  const now = new Date('2026-03-20T10:00:00Z');

  it('puts a subtask the day before its parent at the same local time across a change', () => {
    const parentDue = instantIn('2026-03-30T09:00', 'Europe/Lisbon');
    const due = dueDateUnderParent(parentDue, now, 'Europe/Lisbon');
    expect(localDateTimeIn(due!, 'Europe/Lisbon')).toBe('2026-03-29T09:00');
    expect(parentDue.getTime() - due!.getTime()).toBe(24 * 3_600_000);
    const acrossTheChange = dueDateUnderParent(
      instantIn('2026-03-29T09:00', 'Europe/Lisbon'),
      now,
      'Europe/Lisbon',
    );
    expect(localDateTimeIn(acrossTheChange!, 'Europe/Lisbon')).toBe('2026-03-28T09:00');
  });

  it('never puts a subtask before now, nor a due date under a parent without one', () => {
    expect(dueDateUnderParent(new Date('2026-03-21T08:00:00Z'), now, 'UTC')).toEqual(now);
    expect(dueDateUnderParent(null, now, 'UTC')).toBeNull();
  });

  it('applies a template offset from now, and a calendar day more after check-out', () => {
    expect(templateDueDate({ baseDate: 'checkIn', offsetHours: 2 }, now, 'UTC').toISOString()).toBe(
      '2026-03-20T12:00:00.000Z',
    );
    const saturdayEvening = new Date('2026-03-28T18:00:00Z');
    const checkOut = templateDueDate(
      { baseDate: 'checkOut', offsetHours: 0 },
      saturdayEvening,
      'Europe/Lisbon',
    );
    expect(localDateTimeIn(checkOut, 'Europe/Lisbon')).toBe('2026-03-29T18:00');
  });

  it("writes a template's due date as the creation panel's field holds it, in the task's zone", () => {
    const due = { baseDate: 'checkOut', offsetHours: 2 } as const;
    expect(templateDueLocal(due, now, 'America/New_York')).toBe('2026-03-21T08:00');
    expect(templateDueLocal(due, now, 'Europe/Lisbon')).toBe('2026-03-21T12:00');
  });
});

describe('showing a time in its zone', () => {
  it('writes the due date as the clocks of the zone read it', () => {
    const due = '2026-12-10T10:00:00.000Z';
    expect(formatDueDate(due, 'Europe/Lisbon')).toBe('Thu, Dec 10, 10:00 AM');
    expect(formatDueDate(due, 'America/New_York')).toBe('Thu, Dec 10, 5:00 AM');
    expect(formatDueDate(due, 'Asia/Tokyo')).toBe('Thu, Dec 10, 7:00 PM');
    expect(formatDueDate(null, 'Asia/Tokyo')).toBe('No due date');
  });

  it('names the zone only to a viewer in another', () => {
    expect(zoneLabel('Europe/Lisbon', 'Europe/Lisbon')).toBeNull();
    expect(zoneLabel('Europe/Lisbon', 'America/New_York')).toBe('Lisbon time');
    expect(zoneLabel('America/New_York', 'Europe/Lisbon')).toBe('New York time');
    expect(zoneLabel('UTC', 'Europe/Lisbon')).toBe('UTC');
    expect(zoneLabel('Etc/UTC', 'UTC')).toBeNull();
  });
});
