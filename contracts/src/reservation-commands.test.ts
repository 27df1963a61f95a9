import { paletteCommandsFor } from './palette-commands';
import {
  RESERVATION_MESSAGES,
  reservationCommandRefusal,
  reservationCommandsFor,
  reservationModifyPayloadSchema,
  reservationCreatePayloadSchema,
  guestCountSchema,
} from './reservation-commands';
import { guestTotal, reservationTotal, type Reservation } from './reservations';

const reservation = (
  status: Reservation['status'],
  platform: Reservation['platform'] = 'airbnb',
) => ({ status, platform, listingId: 'loft' });

const ids = (status: Reservation['status'], platform: Reservation['platform'] = 'airbnb') =>
  reservationCommandsFor(reservation(status, platform), 'admin').map((command) => command.id);

const modification = (modifications: Record<string, unknown>) => ({
  reservationId: 'r1',
  pricing_update: {
    modifications,
    metadata: {
      source: 'manual_modification',
      timestamp: '2026-11-23T10:00:00Z',
      reservationId: 'r1',
    },
  },
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('reservation command visibility', () => {
  it('offers accept and decline only for pending requests of the requesting platform', () => {
    expect(ids('pending')).toEqual(
      expect.arrayContaining(['reservation.accept', 'reservation.decline']),
    );
    expect(ids('inquiry')).toContain('reservation.accept');
    expect(ids('pending', 'booking')).not.toContain('reservation.accept');
    expect(ids('pending', 'direct')).not.toContain('reservation.decline');
    expect(ids('confirmed')).not.toContain('reservation.accept');
  });

  it('hides internal cancel when cancelled and internal confirm when confirmed or accepted', () => {
    expect(ids('cancelled')).not.toContain('reservation.internalCancel');
    expect(ids('confirmed')).toContain('reservation.internalCancel');
    expect(ids('confirmed')).not.toContain('reservation.internalConfirm');
    expect(ids('accepted')).not.toContain('reservation.internalConfirm');
    expect(ids('cancelled')).not.toContain('reservation.internalConfirm');
    expect(ids('pending', 'booking')).toContain('reservation.internalConfirm');
  });

  it("keeps to the role's commands and out of the global list", () => {
    const concierge = reservationCommandsFor(reservation('pending'), 'concierge').map((c) => c.id);
    expect(concierge).toContain('reservation.accept');
    expect(concierge).not.toContain('reservation.modify');
    expect(reservationCommandsFor(reservation('pending'), 'cleaner')).toEqual([]);
    expect(paletteCommandsFor('admin').map((command) => command.id)).not.toContain(
      'reservation.accept',
    );
  });
});

describe('reservation command refusals', () => {
  it('refuses a move to the same listing and a confirm of a cancelled reservation', () => {
    const stay = reservation('confirmed', 'booking');
    expect(reservationCommandRefusal('reservation.move', stay, 'loft')).toBe(
      'Cannot move reservation to the same listing',
    );
    expect(reservationCommandRefusal('reservation.move', stay, 'cabin')).toBeNull();
    expect(reservationCommandRefusal('reservation.internalConfirm', reservation('cancelled'))).toBe(
      RESERVATION_MESSAGES.confirmCancelled,
    );
    expect(reservationCommandRefusal('reservation.accept', stay)).toBe(
      RESERVATION_MESSAGES.notARequest,
    );
  });
});

describe('pricing', () => {
  it('adds base, cleaning, pet, extra-guest, service and platform fees and taxes to the cent', () => {
    expect(
      reservationTotal({
        base: 300.1,
        cleaning: 80.2,
        pet: 15,
        extraGuest: 20,
        service: 12.35,
        platform: 9.99,
        totalTaxes: 41.77,
      }),
    ).toEqual({ total: 479.41, hostPayout: 479.41 });
  });

  it('counts adults, children and infants as guests, never pets', () => {
    expect(guestTotal({ adults: 2, children: 1, infants: 1 })).toBe(4);
  });
});

describe('reservation modification payload', () => {
  it('needs at least one enabled section', () => {
    const result = reservationModifyPayloadSchema.safeParse(modification({}));
    expect(messagesOf(result)).toEqual(['Please enable at least one modification type.']);
  });

  it('refuses negative money and more than two decimals', () => {
    const negative = reservationModifyPayloadSchema.safeParse(
      modification({ pricing: { base: 100, cleaning: -1 } }),
    );
    expect(messagesOf(negative)).toEqual(['Pricing values cannot be negative.']);
    const fractions = reservationModifyPayloadSchema.safeParse(
      modification({ pricing: { base: 100.005 } }),
    );
    expect(messagesOf(fractions)).toEqual([RESERVATION_MESSAGES.twoDecimals]);
    expect(
      reservationModifyPayloadSchema.safeParse(modification({ pricing: { base: 0.07 } })).success,
    ).toBe(true);
  });

  it.each([
    [{ adults: 0, children: 0, infants: 0, pets: 0 }, 'Adults must be between 1 and 20'],
    [{ adults: 21, children: 0, infants: 0, pets: 0 }, 'Adults must be between 1 and 20'],
    [{ adults: 2, children: 11, infants: 0, pets: 0 }, 'Children must be between 0 and 10'],
    [{ adults: 2, children: 0, infants: 6, pets: 0 }, 'Infants must be between 0 and 5'],
    [{ adults: 2, children: 0, infants: 0, pets: 6 }, 'Pets must be between 0 and 5'],
  ])('bounds guest counts: %j', (guests, message) => {
    expect(messagesOf(guestCountSchema.safeParse(guests))).toEqual([message]);
  });

  it('accepts the bounds themselves and refuses check-out before check-in', () => {
    expect(
      guestCountSchema.safeParse({ adults: 20, children: 10, infants: 5, pets: 5 }).success,
    ).toBe(true);
    const dates = reservationModifyPayloadSchema.safeParse(
      modification({ dates: { checkIn: '2026-12-05', checkOut: '2026-12-05' } }),
    );
    expect(messagesOf(dates)).toEqual(['Check-out must be after check-in']);
    const missingDay = reservationCreatePayloadSchema.safeParse({
      listingId: 'l',
      guestName: 'Ann',
      dates: { checkIn: '2026-02-27', checkOut: '2026-02-30' },
      guestCount: { adults: 1, children: 0, infants: 0, pets: 0 },
    });
    expect(messagesOf(missingDay)).toContain('That day does not exist in that month');
  });
});
