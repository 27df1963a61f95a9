import { listingResponseSchema } from '@staydesk/contracts';
import { Listing } from '../../models/listing';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let ownId: string;
let foreignId: string;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const loft = await Listing.create({
    customerId: seaside.customerId,
    name: 'Harbor View Loft · 2BR',
    location: { address: '1 Quay Street', city: 'Porto', state: 'Porto', zipcode: '4050' },
    photos: [{ largeUrl: '/loft.jpg', thumbnailUrl: '/loft-small.jpg' }],
    details: {
      guests: 4,
      bedrooms: 2,
      beds: 2,
      baths: 1,
      propertyType: 'Apartment',
      roomType: 'Entire home',
    },
    wifi: { network: 'Loft', password: 'secret-wifi' },
    serviceProviderAccess: { htmlContent: '<p>Key under the mat</p>' },
    businessDetails: { companyName: 'Quay Stays', contactPhone: '+351 22 000 0000' },
    platformData: [{ platform: 'booking', externalId: '7700', url: null }],
  });
  const cabin = await Listing.create({ customerId: mountain.customerId, name: 'Pine Cabin' });
  ownId = loft._id.toString();
  foreignId = cabin._id.toString();
});

describe('GET /api/listings/:id', () => {
  it("answers the caller's listing as a property card, with its business and platforms, without its access details", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get(`/api/listings/${ownId}`).expect(200);

    const { listing } = listingResponseSchema.parse(response.body);
    expect(listing).toMatchObject({
      name: 'Harbor View Loft · 2BR',
      thumbnail: '/loft-small.jpg',
      location: { address: '1 Quay Street', city: 'Porto', state: 'Porto' },
      details: { guests: 4, bedrooms: 2, propertyType: 'Apartment' },
      businessDetails: { companyName: 'Quay Stays', contactPhone: '+351 22 000 0000', taxId: null },
      platformData: [{ platform: 'booking', externalId: '7700', url: null }],
    });
    expect(JSON.stringify(response.body)).not.toMatch(/secret-wifi|Key under the mat/);
  });

  it("answers another customer's listing exactly like a missing one", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const foreign = await agent.get(`/api/listings/${foreignId}`).expect(404);
    const missing = await agent.get('/api/listings/64b7f0c2a1b2c3d4e5f60718').expect(404);

    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.error.message).toMatch(/Listing/);
  });
});
