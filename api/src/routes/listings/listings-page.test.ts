import { listingPageSchema } from '@staydesk/contracts';
import { Listing } from '../../models/listing';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  // Twelve, as the demo has: more than the palette's search shows.
  for (let index = 1; index <= 12; index += 1) {
    await Listing.create({
      customerId: seaside.customerId,
      name: `Flat ${String(index).padStart(2, '0')}`,
      location: { city: index % 2 ? 'Porto' : 'Lisbon' },
    });
  }
  await Listing.create({ customerId: mountain.customerId, name: 'Flat 99' });
});

const namesOf = (body: unknown) =>
  listingPageSchema
    .parse(body)
    .groups.flatMap((group) => group.listings.map((listing) => listing.name));

describe('GET /api/listings/page', () => {
  it("pages through every listing of the caller's customer, by name, with the total", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const first = await agent.get('/api/listings/page?limit=10').expect(200);
    expect(first.body).toMatchObject({ total: 12, offset: 0, limit: 10 });
    expect(namesOf(first.body)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Flat ${String(index + 1).padStart(2, '0')}`),
    );
    const second = await agent.get('/api/listings/page?limit=10&offset=10').expect(200);
    expect(second.body).toMatchObject({ total: 12, offset: 10 });
    expect(namesOf(second.body)).toEqual(['Flat 11', 'Flat 12']);
  });

  it('counts and pages only what the query matches', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const lisbon = await agent.get('/api/listings/page?query=lis&limit=4').expect(200);
    expect(lisbon.body).toMatchObject({ total: 6, limit: 4 });
    expect(namesOf(lisbon.body)).toEqual(['Flat 02', 'Flat 04', 'Flat 06', 'Flat 08']);
  });

  it('refuses a page it cannot serve, with a clear error', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const negative = await agent.get('/api/listings/page?offset=-1').expect(400);
    expect(negative.body.error.message).toMatch(/offset/);
    await agent.get('/api/listings/page?limit=1000').expect(400);
  });
});
