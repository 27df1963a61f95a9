import {
  listingResponseSchema,
  listingSearchResponseSchema,
  listingPageSchema,
  workspaceListingsSchema,
} from '@staydesk/contracts';
import { Customer } from '../../models/customer';
import { Listing } from '../../models/listing';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const ids: Record<string, string> = {};

// A customer in New York: its Lisbon flat has a zone of its own, its Maine loft takes the
// customer's.
const api = withTestApi(async () => {
  const { customerId } = await createCustomerWithUsers('Seaside', ['admin']);
  await Customer.updateOne({ _id: customerId }, { timeZone: 'America/New_York' });
  const [lisbon, maine] = await Listing.create([
    { customerId, name: 'Alfama Rooftop Flat', timeZone: 'Europe/Lisbon' },
    { customerId, name: 'Harbor View Loft' },
  ]);
  ids.lisbon = lisbon!._id.toString();
  ids.maine = maine!._id.toString();
});

const EXPECTED = {
  'Alfama Rooftop Flat': 'Europe/Lisbon',
  'Harbor View Loft': 'America/New_York',
};

const zonesOf = (listings: Array<{ name: string; timeZone: string }>) =>
  Object.fromEntries(listings.map((listing) => [listing.name, listing.timeZone]));

test("every listing answer carries the zone its tasks are read in: its own, else the customer's", async () => {
  const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
  const search = listingSearchResponseSchema.parse(
    (await agent.get('/api/listings').query({ withGroups: 'false' }).expect(200)).body,
  );
  expect(
    zonesOf(search.flatMap((entry) => ('listings' in entry ? entry.listings : [entry]))),
  ).toEqual(EXPECTED);

  const page = listingPageSchema.parse((await agent.get('/api/listings/page').expect(200)).body);
  expect(zonesOf(page.groups.flatMap((group) => group.listings))).toEqual(EXPECTED);

  const cards = await Promise.all(
    [ids.lisbon, ids.maine].map(
      async (id) =>
        listingResponseSchema.parse((await agent.get(`/api/listings/${id}`).expect(200)).body)
          .listing,
    ),
  );
  expect(zonesOf(cards)).toEqual(EXPECTED);

  const cached = workspaceListingsSchema.parse(
    (await agent.get('/api/cache/listings').expect(200)).body,
  );
  expect(zonesOf(cached.ungrouped)).toEqual(EXPECTED);
});
