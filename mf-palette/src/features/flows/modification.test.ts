import {
  modificationPayload,
  type ModificationInput,
  type ModificationSections,
} from './modification';

const storedSections = (): ModificationSections => ({
  dates: { checkIn: '2026-12-01', checkOut: '2026-12-05' },
  guestCount: { adults: 2, children: 1, infants: 0, pets: 1 },
  pricing: {
    base: 500,
    cleaning: 80.5,
    pet: 20,
    extraGuest: 0,
    service: 30,
    platform: 15,
    totalTaxes: 42.25,
  },
});

const input = (overrides: Partial<ModificationInput> = {}): ModificationInput => ({
  enabled: { dates: false, guestCount: false, pricing: false },
  sections: storedSections(),
  stored: { sections: storedSections(), total: 954, hostPayout: 900 },
  reservationId: 'r-1',
  listingId: null,
  guestName: null,
  now: new Date('2026-11-23T12:00:00Z'),
  ...overrides,
});

test('one section at least must be enabled', () => {
  expect(modificationPayload(input())).toBe('Please enable at least one modification type.');
});

test('negative prices are refused', () => {
  const negative = input({ enabled: { dates: false, guestCount: false, pricing: true } });
  negative.sections.pricing.cleaning = -1;
  expect(modificationPayload(negative)).toBe('Pricing values cannot be negative.');
});

test('the pricing_update carries only what changed in the enabled sections', () => {
  const changed = input({ enabled: { dates: true, guestCount: true, pricing: true } });
  changed.sections.guestCount.children = 0;
  changed.sections.pricing.cleaning = 95;
  expect(modificationPayload(changed)).toEqual({
    reservationId: 'r-1',
    pricing_update: {
      modifications: {
        guestCount: { adults: 2, children: 0, infants: 0, pets: 1 },
        pricing: { cleaning: 95 },
      },
      metadata: {
        source: 'manual_modification',
        timestamp: '2026-11-23T12:00:00.000Z',
        reservationId: 'r-1',
      },
    },
  });
});

test('enabled sections left as the reservation has them change nothing, and say so', () => {
  const untouched = input({ enabled: { dates: true, guestCount: true, pricing: true } });
  expect(modificationPayload(untouched)).toBe('Nothing has changed yet: change a value to save.');
});

test('guest bounds: 21 adults are refused', () => {
  const crowded = input({ enabled: { dates: false, guestCount: true, pricing: false } });
  crowded.sections.guestCount.adults = 21;
  expect(modificationPayload(crowded)).toBe('Adults must be between 1 and 20');
});

test('a new reservation needs a guest name and takes the listing', () => {
  const creating = input({
    enabled: { dates: true, guestCount: true, pricing: false },
    listingId: 'sea-view',
    reservationId: null,
    guestName: ' ',
  });
  expect(modificationPayload(creating)).toBe('Guest name is required');
  expect(modificationPayload({ ...creating, guestName: 'Ana' })).toMatchObject({
    listingId: 'sea-view',
    guestName: 'Ana',
    dates: { checkIn: '2026-12-01', checkOut: '2026-12-05' },
  });
});
