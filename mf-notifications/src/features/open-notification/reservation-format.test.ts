import { guestSummary, platformLabel, stayDate, statusLabel } from './reservation-format';

it('writes the stay dates with their times', () => {
  expect(stayDate('2026-12-04', '15:00')).toBe('Fri, Dec 4, 2026 at 15:00');
  expect(stayDate('not a day', '11:00')).toBe('not a day at 11:00');
});

it('sums the party up, leaving out who is not coming', () => {
  expect(guestSummary({ total: 3, adults: 2, children: 1, infants: 0, pets: 0 })).toBe(
    '3 guests (2 adults, 1 child)',
  );
  expect(guestSummary({ total: 1, adults: 1, children: 0, infants: 0, pets: 2 })).toBe(
    '1 guest (1 adult, 2 pets)',
  );
});

it('names statuses and platforms', () => {
  expect(statusLabel('confirmed')).toBe('Confirmed');
  expect(platformLabel('booking')).toBe('Booking.com');
});
