import {
  CACHE_TOKEN_HEADER,
  cacheStatusResponseSchema,
  WORKSPACE_CACHES,
  type CacheTokens,
} from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { CacheClient } from '../../models/cache-token';
import { Listing } from '../../models/listing';
import { Reservation } from '../../models/reservation';
import { User } from '../../models/user';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let seaside: { customerId: Types.ObjectId; users: Map<string, Types.ObjectId> };
let mountain: { customerId: Types.ObjectId };
let loftId: Types.ObjectId;

const api = withTestApi(async () => {
  seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const loft = await Listing.create({ customerId: seaside.customerId, name: 'Harbor View Loft' });
  loftId = loft._id;
  await Listing.create({ customerId: mountain.customerId, name: 'Pine Cabin' });
});

async function status(email: string, tokens: Partial<CacheTokens> = {}) {
  const { agent, csrf } = await signedInAgent(api.server, email);
  const response = await agent
    .post('/api/cache/status')
    .set('x-csrf-token', csrf)
    .set('x-client-id', 'browser-1')
    .set('x-client-browser', 'Chromium')
    .send({ customerId: seaside.customerId.toString(), tokens, acknowledgments: [] });
  return response;
}

async function tokensNow(email = 'admin@seaside.test'): Promise<CacheTokens> {
  const response = await status(email);
  expect(response.status).toBe(200);
  return cacheStatusResponseSchema.parse(response.body).tokens;
}

describe('POST /api/cache/status', () => {
  it('reports nothing changed while the data stays as the client cached it', async () => {
    const tokens = await tokensNow();
    const response = await status('admin@seaside.test', tokens);

    expect(response.body).toEqual({ tokens, changes: [] });
  });

  it('bumps the listings token, and only it, when a listing changes', async () => {
    const before = await tokensNow();
    await Listing.updateOne({ _id: loftId }, { $set: { name: 'Harbor View Loft · renovated' } });

    const response = await status('admin@seaside.test', before);

    expect(response.body.changes).toEqual(['listings']);
    expect(response.body.tokens.listings).not.toBe(before.listings);
    expect(response.body.tokens.customer).toBe(before.customer);
  });

  it('bumps the calendar token when a reservation is added and again when it is removed', async () => {
    const before = await tokensNow();
    const stay = await Reservation.create({
      customerId: seaside.customerId,
      listingId: loftId,
      confirmationCode: 'HMCACHE1',
      guestName: 'Jordan Lee',
      checkIn: new Date('2026-12-04T00:00:00Z'),
      checkOut: new Date('2026-12-07T00:00:00Z'),
      status: 'confirmed',
      platform: 'airbnb',
    });
    const afterInsert = await tokensNow();
    await Reservation.deleteOne({ _id: stay._id });
    const afterDelete = (await status('admin@seaside.test', afterInsert)).body;

    expect(afterInsert.calendar).not.toBe(before.calendar);
    expect(afterDelete.changes).toEqual(['calendar']);
  });

  it('bumps the customer token when one of its users changes', async () => {
    const before = await tokensNow();
    await User.updateOne({ _id: seaside.users.get('cleaner') }, { $set: { name: 'Ana Cleaner' } });

    expect((await status('admin@seaside.test', before)).body.changes).toEqual(['customer']);
  });

  it("ignores another customer's changes", async () => {
    const before = await tokensNow();
    await Listing.create({ customerId: mountain.customerId, name: 'Second Cabin' });

    expect((await status('admin@seaside.test', before)).body.changes).toEqual([]);
  });

  it('answers every role of the customer, and records the client with what it acknowledged', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const tokens = await tokensNow('cleaner@seaside.test');
    await agent
      .post('/api/cache/status')
      .set('x-csrf-token', csrf)
      .set('x-client-id', 'phone-7')
      .set('x-client-os', 'Android')
      .send({
        customerId: seaside.customerId.toString(),
        tokens,
        acknowledgments: [{ cache: 'listings', token: tokens.listings }],
      })
      .expect(200);

    const client = await CacheClient.findOne({ clientId: 'phone-7' }).lean();
    expect(client).toMatchObject({
      userId: seaside.users.get('cleaner'),
      acknowledged: { listings: tokens.listings },
      identification: { clientId: 'phone-7', operatingSystem: 'Android' },
    });
  });

  it("refuses to answer for another customer's data", async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@mountain.test');
    const response = await agent
      .post('/api/cache/status')
      .set('x-csrf-token', csrf)
      .send({ customerId: seaside.customerId.toString(), tokens: {}, acknowledgments: [] });

    expect(response.status).toBe(403);
  });
});

describe('GET /api/cache/{item}', () => {
  it('answers each item with the token the status reports for it', async () => {
    const tokens = await tokensNow();
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    for (const name of WORKSPACE_CACHES) {
      const response = await agent.get(`/api/cache/${name}`).expect(200);
      expect([name, response.headers[CACHE_TOKEN_HEADER]]).toEqual([name, tokens[name]]);
    }
  });

  it("moves an item's token with its data, and the other items' not", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const tokenOf = async (name: string) =>
      (await agent.get(`/api/cache/${name}`).expect(200)).headers[CACHE_TOKEN_HEADER];
    const [listings, calendar] = [await tokenOf('listings'), await tokenOf('calendar')];

    await Listing.updateOne({ _id: loftId }, { $set: { name: 'Harbor View Loft · repainted' } });

    expect(await tokenOf('listings')).not.toBe(listings);
    expect(await tokenOf('calendar')).toBe(calendar);
  });
});
