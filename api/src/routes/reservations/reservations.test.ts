import request from 'supertest';
import { reservationResponseSchema } from '@staydesk/contracts';
import { Listing } from '../../models/listing';
import { Reservation } from '../../models/reservation';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let ownId: string;
let foreignId: string;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const loft = await Listing.create({
    customerId: seaside.customerId,
    name: 'Harbor View Loft',
    photos: [{ largeUrl: '/loft.jpg', thumbnailUrl: '/loft-small.jpg' }],
  });
  const cabin = await Listing.create({ customerId: mountain.customerId, name: 'Pine Cabin' });
  const own = await Reservation.create({
    customerId: seaside.customerId,
    listingId: loft._id,
    confirmationCode: 'HM4X2',
    guestName: 'Jordan Lee',
    guestContact: 'jordan@example.com',
    checkIn: new Date('2026-12-04T00:00:00Z'),
    checkOut: new Date('2026-12-07T00:00:00Z'),
    status: 'confirmed',
    platform: 'airbnb',
    guests: { total: 3, adults: 2, children: 1, infants: 0, pets: 0 },
    pricing: { total: 840, hostPayout: 760, currency: 'USD' },
  });
  const foreign = await Reservation.create({
    customerId: mountain.customerId,
    listingId: cabin._id,
    confirmationCode: 'HM9Z9',
    guestName: 'Secret Guest',
    checkIn: new Date('2026-12-10T00:00:00Z'),
    checkOut: new Date('2026-12-12T00:00:00Z'),
    status: 'pending',
    platform: 'booking',
  });
  ownId = own._id.toString();
  foreignId = foreign._id.toString();
});

describe('GET /api/reservations/:id', () => {
  it('returns the reservation with its listing in the contract shape', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get(`/api/reservations/${ownId}`).expect(200);
    const { reservation } = reservationResponseSchema.parse(response.body);
    expect(reservation).toEqual({
      id: ownId,
      guestName: 'Jordan Lee',
      guestContact: 'jordan@example.com',
      confirmationCode: 'HM4X2',
      listingId: expect.any(String),
      listingName: 'Harbor View Loft',
      listingThumbnail: '/loft-small.jpg',
      checkIn: '2026-12-04',
      checkOut: '2026-12-07',
      checkInTime: '15:00',
      checkOutTime: '11:00',
      status: 'confirmed',
      platform: 'airbnb',
      guests: { total: 3, adults: 2, children: 1, infants: 0, pets: 0 },
      pricing: { total: 840, currency: 'USD' },
    });
  });

  it('is not for field staff, who read what a task needs of its stay in the task', async () => {
    const { agent } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const response = await agent.get(`/api/reservations/${ownId}`).expect(403);
    expect(response.body).toEqual({
      error: { code: 'forbidden', message: 'Your role (cleaner) cannot see reservations' },
    });
    expect(JSON.stringify(response.body)).not.toContain('jordan@example.com');
  });

  it("answers 404 for another customer's reservation, exactly like a missing one", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const foreign = await agent.get(`/api/reservations/${foreignId}`);
    const missing = await agent.get('/api/reservations/64b7f0c2a1b2c3d4e5f60718');
    const malformed = await agent.get('/api/reservations/not-an-id');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      error: { code: 'not_found', message: 'Reservation not found' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(foreign.body);
    expect(malformed.body).toEqual(foreign.body);
  });

  it('asks for a session', async () => {
    const response = await request(api.server).get(`/api/reservations/${ownId}`);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });
});
