import type { Server } from 'node:http';
import type { Types } from 'mongoose';
import { CSRF_HEADER } from '@staydesk/contracts';
import { Listing } from '../../models/listing';
import { LiveEventModel } from '../../models/live-event';
import { Reservation } from '../../models/reservation';
import { signedInAgent } from '../../../test/harness';

const DAY_MS = 86_400_000;

/** A calendar day counted from today: the current-reservation rules are about today. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

export async function createListing(
  customerId: Types.ObjectId,
  name: string,
  extra: Record<string, unknown> = {},
) {
  return Listing.create({
    customerId,
    name,
    location: { address: '1 Quay Street', city: 'Portland', state: 'ME', zipcode: '04101' },
    photos: [{ largeUrl: '/large.jpg', thumbnailUrl: '/thumb.jpg' }],
    ...extra,
  });
}

export async function createReservation(
  customerId: Types.ObjectId,
  listingId: Types.ObjectId,
  fields: Record<string, unknown> & { confirmationCode: string },
) {
  return Reservation.create({
    customerId,
    listingId,
    guestName: 'Jordan Lee',
    checkIn: new Date(`${dayFromToday(2)}T00:00:00Z`),
    checkOut: new Date(`${dayFromToday(5)}T00:00:00Z`),
    status: 'confirmed',
    platform: 'airbnb',
    guests: { total: 2, adults: 2, children: 0, infants: 0, pets: 0 },
    pricing: { total: 600, hostPayout: 600, currency: 'USD', base: 600 },
    ...fields,
  });
}

/** POST /api/commands as a signed-in user. */
export async function commandSender(server: Server, email: string) {
  const { agent, csrf } = await signedInAgent(server, email);
  return (event: string, payload: Record<string, unknown>, idempotencyKey?: string) => {
    const call = agent.post('/api/commands').set(CSRF_HEADER, csrf);
    if (idempotencyKey) call.set('Idempotency-Key', idempotencyKey);
    return call.send({ action: { type: 'command', topic: 'reservations', event, payload } });
  };
}

/** The command.result events the caller's stream got for one event, oldest first. */
export const resultEvents = async (action: string) =>
  (
    await LiveEventModel.find({ type: 'command.result', 'payload.action': action })
      .sort({ _id: 1 })
      .lean()
  ).map((event) => event.payload);
