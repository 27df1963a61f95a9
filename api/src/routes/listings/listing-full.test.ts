import { listingFullResponseSchema } from '@staydesk/contracts';
import { Listing } from '../../models/listing';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let ownId: string;
let foreignId: string;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const loft = await Listing.create({
    customerId: seaside.customerId,
    name: 'Harbor View Loft · 2BR',
    location: {
      address: '1 Quay Street',
      apt: '3B',
      city: 'Porto',
      state: 'Porto',
      zipcode: '4050',
    },
    photos: [
      { largeUrl: '/loft.jpg', thumbnailUrl: '/loft-small.jpg' },
      { largeUrl: '/loft-2.jpg', thumbnailUrl: '/loft-2-small.jpg' },
    ],
    details: { guests: 4, bedrooms: 2, beds: 3, baths: 1.5 },
    wifi: { network: 'Loft', password: 'secret-wifi' },
    serviceProviderAccess: { htmlContent: '<p>Key under the mat</p>' },
    currency: 'EUR',
  });
  const cabin = await Listing.create({ customerId: mountain.customerId, name: 'Pine Cabin' });
  ownId = loft._id.toString();
  foreignId = cabin._id.toString();
});

describe('GET /api/listings/full', () => {
  it('answers a manager the whole listing: photos, address with apartment and zipcode, currency, wifi and access notes', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get('/api/listings/full').query({ listingId: ownId }).expect(200);

    const { listing } = listingFullResponseSchema.parse(response.body);
    expect(listing).toMatchObject({
      name: 'Harbor View Loft · 2BR',
      location: { address: '1 Quay Street', apt: '3B', zipcode: '4050' },
      details: { guests: 4, bedrooms: 2, beds: 3, baths: 1.5 },
      currency: 'EUR',
      wifi: { network: 'Loft', password: 'secret-wifi' },
      serviceProviderAccess: { htmlContent: '<p>Key under the mat</p>' },
    });
    expect(listing.photos).toHaveLength(2);
  });

  it('leaves wifi and access notes out for a provider, who reads them on a task assigned to them', async () => {
    const { agent } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const response = await agent.get('/api/listings/full').query({ listingId: ownId }).expect(200);

    expect(response.body.listing.photos).toHaveLength(2);
    expect(JSON.stringify(response.body)).not.toMatch(/secret-wifi|Key under the mat/);
  });

  it("answers another customer's listing exactly like a missing one", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const foreign = await agent.get('/api/listings/full').query({ listingId: foreignId });
    const missing = await agent
      .get('/api/listings/full')
      .query({ listingId: '64b7f0c2a1b2c3d4e5f60718' });

    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });
});
