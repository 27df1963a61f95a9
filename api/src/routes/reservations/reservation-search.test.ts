import type { Types } from 'mongoose';
import {
  listingSearchResponseSchema,
  reservationListResponseSchema,
  reservationSearchResponseSchema,
} from '@staydesk/contracts';
import { Listing, ListingGroup } from '../../models/listing';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';
import { createListing, createReservation, dayFromToday } from './test-setup';

let loft: Types.ObjectId;
let cabin: Types.ObjectId;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const group = await ListingGroup.create({ customerId: seaside.customerId, name: 'Downtown' });
  loft = (
    await createListing(seaside.customerId, 'Harbor View Loft · 2BR', {
      groupId: group._id,
      businessDetails: { companyName: 'Seaside Stays LLC', taxId: 'US-123' },
      platformData: [{ platform: 'airbnb', externalId: '4411', url: 'https://example.com/4411' }],
    })
  )._id;
  cabin = (await createListing(seaside.customerId, 'Pine Cabin'))._id;
  for (let index = 0; index < 12; index += 1) {
    await createListing(seaside.customerId, `Harbor Suite ${String(index).padStart(2, '0')}`);
  }
  await createListing(mountain.customerId, 'Harbor Secret');
  const at = (start: number, end: number) => ({
    checkIn: new Date(`${dayFromToday(start)}T00:00:00Z`),
    checkOut: new Date(`${dayFromToday(end)}T00:00:00Z`),
  });
  await createReservation(seaside.customerId, loft, {
    confirmationCode: 'HMQX42AB',
    guestName: 'Jordan Lee',
    ...at(-1, 2),
  });
  await createReservation(seaside.customerId, cabin, {
    confirmationCode: 'HMZZ11CD',
    guestName: 'Priya Patel',
    platform: 'booking',
    ...at(3, 6),
  });
  await createReservation(seaside.customerId, cabin, {
    confirmationCode: 'HMOLD001',
    guestName: 'Jorge Past',
    ...at(-20, -15),
  });
  await createReservation(seaside.customerId, loft, {
    confirmationCode: 'HMCAN001',
    guestName: 'Joan Cancelled',
    status: 'cancelled',
    ...at(10, 12),
  });
  await createReservation(
    mountain.customerId,
    (await Listing.findOne({ name: 'Harbor Secret' }))!._id,
    {
      confirmationCode: 'HMQX4299',
      guestName: 'Jordan Secret',
    },
  );
});

const signIn = (email = 'admin@seaside.test') => signedInAgent(api.server, email);

describe('GET /api/search/reservations', () => {
  it('finds by a prefix of any word of the guest name, the confirmation code or the listing', async () => {
    const { agent } = await signIn();
    const byGuest = await agent.get('/api/search/reservations?q=lee').expect(200);
    expect(
      reservationSearchResponseSchema.parse(byGuest.body).results.map((r) => r.guestName),
    ).toEqual(['Jordan Lee']);
    const byCode = await agent.get('/api/search/reservations?q=HMQX4').expect(200);
    expect(byCode.body).toMatchObject({
      total: 1,
      results: [{ confirmationCode: 'HMQX42AB', listingName: 'Harbor View Loft · 2BR' }],
    });
    const byListing = await agent.get('/api/search/reservations?q=pine').expect(200);
    expect(byListing.body.results.map((r: { guestName: string }) => r.guestName).sort()).toEqual([
      'Jorge Past',
      'Priya Patel',
    ]);
    const none = await agent.get('/api/search/reservations?q=ordan').expect(200);
    expect(none.body).toEqual({ results: [], total: 0 });
  });

  it("lists the current ones with current=true and no query, never another customer's", async () => {
    const { agent } = await signIn();
    const current = await agent.get('/api/search/reservations?current=true').expect(200);
    expect(current.body.results.map((r: { guestName: string }) => r.guestName)).toEqual([
      'Jordan Lee',
      'Priya Patel',
    ]);
    const foreign = await agent.get('/api/search/reservations?q=secret').expect(200);
    expect(foreign.body.total).toBe(0);
  });

  it('is not for field staff', async () => {
    const { agent } = await signIn('cleaner@seaside.test');
    await agent.get('/api/search/reservations?q=jor').expect(403);
  });
});

describe('GET /api/reservations', () => {
  it('lists detailed reservations of listings, current ones only with mode=current', async () => {
    const { agent } = await signIn();
    const all = await agent.get(`/api/reservations?listingIds=${cabin}`).expect(200);
    const page = reservationListResponseSchema.parse(all.body);
    expect(page.reservations.map((r) => r.guestName)).toEqual(['Jorge Past', 'Priya Patel']);
    expect(page.reservations[1]).toMatchObject({
      dates: { checkInTime: '15:00', checkOutTime: '11:00' },
      pricing: { totals: { total: 600, currency: 'USD' }, base: { amount: 600 } },
      listing: { id: cabin.toString(), name: 'Pine Cabin' },
    });
    const current = await agent.get(`/api/reservations?listingIds=${cabin},${loft}&mode=current`);
    expect(current.body.reservations.map((r: { guestName: string }) => r.guestName)).toEqual([
      'Jordan Lee',
      'Priya Patel',
    ]);
    const searched = await agent.get('/api/reservations?q=jo&platform=airbnb').expect(200);
    expect(searched.body.reservations.map((r: { guestName: string }) => r.guestName)).toEqual([
      'Jorge Past',
      'Jordan Lee',
      'Joan Cancelled',
    ]);
  });

  it('pages by cursor and refuses a cursor it did not make', async () => {
    const { agent } = await signIn();
    const first = await agent.get('/api/reservations?limit=3').expect(200);
    expect(first.body.reservations).toHaveLength(3);
    const second = await agent.get(`/api/reservations?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.reservations.map((r: { guestName: string }) => r.guestName)).toEqual([
      'Joan Cancelled',
    ]);
    expect(second.body.nextCursor).toBeNull();
    await agent.get('/api/reservations?cursor=bm90LWEtY3Vyc29y').expect(400);
  });
});

describe('GET /api/listings', () => {
  it('answers the first 10 listings whose name or city starts with the query', async () => {
    const { agent } = await signIn();
    const response = await agent.get('/api/listings?query=harb').expect(200);
    const listings = listingSearchResponseSchema.parse(response.body);
    expect(listings).toHaveLength(10);
    expect(listings[0]).toMatchObject({
      name: 'Harbor Suite 00',
      thumbnail: '/thumb.jpg',
      city: 'Portland',
    });
    const loftOnly = await agent.get('/api/listings?query=view').expect(200);
    expect(loftOnly.body).toEqual([
      expect.objectContaining({
        name: 'Harbor View Loft · 2BR',
        businessDetails: expect.objectContaining({
          companyName: 'Seaside Stays LLC',
          taxId: 'US-123',
        }),
        platformData: [{ platform: 'airbnb', externalId: '4411', url: 'https://example.com/4411' }],
      }),
    ]);
    const byCity = await agent.get('/api/listings?query=PORTL&limit=3').expect(200);
    expect(byCity.body).toHaveLength(3);
    const foreign = await agent.get('/api/listings?query=secret').expect(200);
    expect(foreign.body).toEqual([]);
  });

  it('groups them with withGroups=true', async () => {
    const { agent } = await signIn();
    const grouped = await agent.get('/api/listings?query=harbor v&withGroups=true').expect(200);
    expect(grouped.body).toEqual([
      {
        id: expect.any(String),
        name: 'Downtown',
        listings: [expect.objectContaining({ name: 'Harbor View Loft · 2BR' })],
      },
    ]);
    const ungrouped = await agent.get('/api/listings?query=pine&withGroups=true').expect(200);
    expect(ungrouped.body).toEqual([
      {
        id: 'ungrouped',
        name: 'Ungrouped listings',
        listings: [expect.objectContaining({ name: 'Pine Cabin' })],
      },
    ]);
  });
});
