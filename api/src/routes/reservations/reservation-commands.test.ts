import type { Types } from 'mongoose';
import { LiveEventModel } from '../../models/live-event';
import { Reservation } from '../../models/reservation';
import { createCustomerWithUsers, withTestApi } from '../../../test/harness';
import {
  commandSender,
  createListing,
  createReservation,
  dayFromToday,
  resultEvents,
} from './test-setup';

let loft: Types.ObjectId;
let studio: Types.ObjectId;
let foreignListing: Types.ObjectId;
let customerId: Types.ObjectId;
let foreignReservation: Types.ObjectId;
let code = 0;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'concierge', 'accountant']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  customerId = seaside.customerId;
  loft = (await createListing(customerId, 'Harbor View Loft'))._id;
  studio = (await createListing(customerId, 'Old Port Studio'))._id;
  foreignListing = (await createListing(mountain.customerId, 'Pine Cabin'))._id;
  foreignReservation = (
    await createReservation(mountain.customerId, foreignListing, {
      confirmationCode: 'MTN1',
      status: 'pending',
    })
  )._id;
});

/** A fresh reservation of the caller's customer, on its own dates so none overlap. */
async function stay(fields: Record<string, unknown> = {}) {
  code += 1;
  const start = code * 10;
  return createReservation(customerId, loft, {
    confirmationCode: `SEA${code}`,
    checkIn: new Date(`${dayFromToday(start)}T00:00:00Z`),
    checkOut: new Date(`${dayFromToday(start + 3)}T00:00:00Z`),
    ...fields,
  });
}

const statusOf = async (id: Types.ObjectId) => (await Reservation.findById(id).lean())?.status;

const modification = (reservationId: string, modifications: Record<string, unknown>) => ({
  reservationId,
  pricing_update: {
    modifications,
    metadata: { source: 'manual_modification', timestamp: new Date().toISOString(), reservationId },
  },
});

describe('reservation decisions', () => {
  it('accepts and declines pending Airbnb requests, answering and announcing the change', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const request = await stay({ status: 'pending' });
    const response = await send('reservation.accept', { reservationId: request.id }).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      error: null,
      data: { reservation: { id: request.id, status: 'accepted' } },
    });
    expect(await statusOf(request._id)).toBe('accepted');
    expect((await resultEvents('reservation.accept')).at(-1)).toEqual({
      action: 'reservation.accept',
      success: true,
      error: null,
    });
    const live = await LiveEventModel.findOne({
      topic: 'reservations',
      'payload.reservationId': request.id,
    }).lean();
    expect(live?.type).toBe('reservation.updated');

    const inquiry = await stay({ status: 'inquiry' });
    await send('reservation.decline', {
      reservationId: inquiry.id,
      reason: 'Dates blocked',
    }).expect(200);
    expect(await statusOf(inquiry._id)).toBe('cancelled');
  });

  it('refuses accept for another platform or a reservation that is no request, changing nothing', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const booking = await stay({ status: 'pending', platform: 'booking' });
    const refused = await send('reservation.accept', { reservationId: booking.id }).expect(422);
    expect(refused.body.error.message).toBe(
      'Only pending Airbnb requests can be accepted or declined',
    );
    expect(await statusOf(booking._id)).toBe('pending');
    expect((await resultEvents('reservation.accept')).at(-1)).toEqual({
      action: 'reservation.accept',
      success: false,
      error: 'Only pending Airbnb requests can be accepted or declined',
    });
    const confirmed = await stay();
    await send('reservation.decline', { reservationId: confirmed.id }).expect(422);
    expect(await statusOf(confirmed._id)).toBe('confirmed');
  });

  it('confirms internally, but never a cancelled or an already confirmed reservation', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const pending = await stay({ status: 'pending', platform: 'direct' });
    await send('reservation.internalConfirm', { reservationId: pending.id }).expect(200);
    expect(await statusOf(pending._id)).toBe('confirmed');
    const again = await send('reservation.internalConfirm', { reservationId: pending.id }).expect(
      422,
    );
    expect(again.body.error.message).toBe('This reservation is already confirmed');

    const cancelled = await stay({ status: 'cancelled' });
    const refused = await send('reservation.internalConfirm', { reservationId: cancelled.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('A cancelled reservation cannot be confirmed');
    expect(await statusOf(cancelled._id)).toBe('cancelled');
  });

  it('cancels internally once', async () => {
    const send = await commandSender(api.server, 'concierge@seaside.test');
    const confirmed = await stay();
    await send('reservation.internalCancel', { reservationId: confirmed.id }).expect(200);
    expect(await statusOf(confirmed._id)).toBe('cancelled');
    const again = await send('reservation.internalCancel', { reservationId: confirmed.id });
    expect(again.body.error.message).toBe('This reservation is already cancelled');
  });
});

describe('reservation.move', () => {
  it('moves to another listing of the customer', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const reservation = await stay();
    const response = await send('reservation.move', {
      reservationId: reservation.id,
      listingId: studio.toString(),
    }).expect(200);
    expect(response.body.data.reservation).toMatchObject({
      listingId: studio.toString(),
      listingName: 'Old Port Studio',
    });
  });

  it("refuses the same listing and another customer's listing", async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const reservation = await stay();
    const same = await send('reservation.move', {
      reservationId: reservation.id,
      listingId: loft.toString(),
    }).expect(422);
    expect(same.body.error.message).toBe('Cannot move reservation to the same listing');
    const foreign = await send('reservation.move', {
      reservationId: reservation.id,
      listingId: foreignListing.toString(),
    }).expect(404);
    expect(foreign.body.error.message).toBe('Listing not found');
    expect((await Reservation.findById(reservation._id).lean())?.listingId.toString()).toBe(
      loft.toString(),
    );
  });
});

describe('reservation.modify', () => {
  it('changes dates, guests and pricing, recomputing the total and host payout', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const reservation = await stay();
    const checkIn = dayFromToday(400);
    const checkOut = dayFromToday(404);
    const response = await send(
      'reservation.modify',
      modification(reservation.id, {
        dates: { checkIn, checkOut, checkInTime: '16:00' },
        guestCount: { adults: 2, children: 1, infants: 1, pets: 1 },
        pricing: {
          base: 400,
          cleaning: 80.5,
          pet: 20,
          extraGuest: 10,
          service: 12.25,
          platform: 9.99,
          totalTaxes: 30,
          total: 1,
          hostPayout: 1,
        },
      }),
    ).expect(200);
    expect(response.body.data.reservation).toMatchObject({
      dates: { checkIn, checkOut, checkInTime: '16:00', checkOutTime: '11:00' },
      guests: { total: 4, adults: 2, children: 1, infants: 1, pets: 1 },
      pricing: {
        totals: { total: 562.74, hostPayout: 562.74, totalTaxes: 30, currency: 'USD' },
        base: { amount: 400 },
        fees: { cleaning: 80.5, pet: 20, extraGuest: 10, service: 12.25, platform: 9.99 },
      },
    });
    const stored = await Reservation.findById(reservation._id).lean();
    expect(stored?.pricing?.total).toBe(562.74);
  });

  it('changes only the price parts sent: the others keep their values, the total moves by the change', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const reservation = await stay({
      pricing: {
        total: 954,
        hostPayout: 900,
        currency: 'USD',
        base: 800,
        totalTaxes: 54,
        fees: { cleaning: 100 },
      },
    });
    const response = await send(
      'reservation.modify',
      modification(reservation.id, { pricing: { cleaning: 120 } }),
    ).expect(200);
    expect(response.body.data.reservation.pricing).toMatchObject({
      totals: { total: 974, hostPayout: 974, totalTaxes: 54 },
      base: { amount: 800 },
      fees: { cleaning: 120, pet: 0 },
    });
  });

  it('keeps what a stay stored with a total alone costs beyond its parts', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const reservation = await stay({ pricing: { total: 954, hostPayout: 0, currency: 'USD' } });
    await send('reservation.modify', modification(reservation.id, { pricing: { pet: 25 } })).expect(
      200,
    );
    const stored = await Reservation.findById(reservation._id).lean();
    expect(stored?.pricing).toMatchObject({ total: 979, hostPayout: 979, fees: { pet: 25 } });
  });

  it('leaves the price and the host payout alone when only the dates change', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const reservation = await stay({ pricing: { total: 954, hostPayout: 0, currency: 'USD' } });
    const checkIn = dayFromToday(500);
    const checkOut = dayFromToday(503);
    await send(
      'reservation.modify',
      modification(reservation.id, { dates: { checkIn, checkOut } }),
    ).expect(200);
    const stored = await Reservation.findById(reservation._id).lean();
    expect(stored?.pricing).toMatchObject({ total: 954, hostPayout: 0 });
  });

  it.each([
    [{}, 'Please enable at least one modification type.'],
    [{ pricing: {} }, 'Nothing has changed yet: change a value to save.'],
    [{ pricing: { base: 100, cleaning: -5 } }, 'Pricing values cannot be negative.'],
    [
      { guestCount: { adults: 0, children: 0, infants: 0, pets: 0 } },
      'Adults must be between 1 and 20',
    ],
    [
      { guestCount: { adults: 2, children: 11, infants: 0, pets: 0 } },
      'Children must be between 0 and 10',
    ],
    [
      { guestCount: { adults: 2, children: 0, infants: 6, pets: 0 } },
      'Infants must be between 0 and 5',
    ],
    [
      { guestCount: { adults: 2, children: 0, infants: 0, pets: 6 } },
      'Pets must be between 0 and 5',
    ],
  ])('refuses %j with its message and changes nothing', async (modifications, message) => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const reservation = await stay();
    const before = await Reservation.findById(reservation._id).lean();
    const response = await send('reservation.modify', modification(reservation.id, modifications));
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe(message);
    const after = await Reservation.findById(reservation._id).lean();
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it('refuses dates that overlap another reservation of the listing', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const first = await stay();
    const second = await stay();
    const response = await send(
      'reservation.modify',
      modification(second.id, {
        dates: {
          checkIn: first.checkIn.toISOString().slice(0, 10),
          checkOut: first.checkOut.toISOString().slice(0, 10),
        },
      }),
    ).expect(422);
    expect(response.body.error.message).toBe(
      'These dates overlap another reservation of this listing',
    );
  });
});

describe('reservation.create', () => {
  it('creates a direct confirmed reservation on the chosen listing', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const response = await send('reservation.create', {
      listingId: studio.toString(),
      guestName: '  Ana Souza ',
      dates: { checkIn: dayFromToday(600), checkOut: dayFromToday(603) },
      guestCount: { adults: 2, children: 0, infants: 0, pets: 0 },
      pricing: { base: 300, cleaning: 50 },
    }).expect(200);
    expect(response.body.data.reservation).toMatchObject({
      guestName: 'Ana Souza',
      status: 'confirmed',
      platform: 'direct',
      listingId: studio.toString(),
      confirmationCode: expect.stringMatching(/^SD[A-Z0-9]{6}$/),
      pricing: { totals: { total: 350, hostPayout: 350 } },
    });
    expect(await Reservation.countDocuments({ guestName: 'Ana Souza' })).toBe(1);
  });

  it("refuses another customer's listing", async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    await send('reservation.create', {
      listingId: foreignListing.toString(),
      guestName: 'Intruder',
      dates: { checkIn: dayFromToday(700), checkOut: dayFromToday(701) },
      guestCount: { adults: 1, children: 0, infants: 0, pets: 0 },
    }).expect(404);
    expect(await Reservation.countDocuments({ guestName: 'Intruder' })).toBe(0);
  });
});

describe('every reservation command', () => {
  it("answers another customer's reservation as not found and leaves it alone", async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    for (const event of ['reservation.accept', 'reservation.internalCancel']) {
      const response = await send(event, { reservationId: foreignReservation.toString() });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Reservation not found');
    }
    expect(await statusOf(foreignReservation)).toBe('pending');
  });

  it('refuses a role the palette does not give the command', async () => {
    const send = await commandSender(api.server, 'accountant@seaside.test');
    const reservation = await stay({ status: 'pending' });
    const response = await send('reservation.accept', { reservationId: reservation.id });
    expect(response.status).toBe(403);
    expect(await statusOf(reservation._id)).toBe('pending');
  });

  it('applies a command retried with the same idempotency key once', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const before = (await resultEvents('reservation.create')).length;
    const payload = {
      listingId: loft.toString(),
      guestName: 'Retry Guest',
      dates: { checkIn: dayFromToday(800), checkOut: dayFromToday(802) },
      guestCount: { adults: 1, children: 0, infants: 0, pets: 0 },
    };
    const first = await send('reservation.create', payload, 'create-retry-1').expect(200);
    const retry = await send('reservation.create', payload, 'create-retry-1').expect(200);
    expect(retry.body).toEqual(first.body);
    expect(await Reservation.countDocuments({ guestName: 'Retry Guest' })).toBe(1);
    expect((await resultEvents('reservation.create')).length).toBe(before + 1);
  });
});
