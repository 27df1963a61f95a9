import { teamSchema, workspaceCalendarSchema, workspaceListingsSchema } from '@staydesk/contracts';
import { Listing, ListingGroup } from '../../models/listing';
import { Reservation } from '../../models/reservation';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const day = (offset: number) => {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date;
};

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const coast = await ListingGroup.create({ customerId: seaside.customerId, name: 'Coast' });
  const loft = await Listing.create({
    customerId: seaside.customerId,
    groupId: coast._id,
    name: 'Harbor View Loft',
    wifi: { network: 'Loft', password: 'secret-wifi' },
  });
  await Listing.create({ customerId: seaside.customerId, name: 'Old Town Studio' });
  const cabin = await Listing.create({ customerId: mountain.customerId, name: 'Pine Cabin' });
  const stay = (code: string, checkIn: number, checkOut: number, listing = loft) => ({
    customerId: listing.customerId,
    listingId: listing._id,
    confirmationCode: code,
    guestName: `Guest ${code}`,
    checkIn: day(checkIn),
    checkOut: day(checkOut),
    status: 'confirmed',
    platform: 'airbnb',
  });
  await Reservation.create([
    stay('PAST', -5, -1),
    stay('NOW', -1, 2),
    stay('SOON', 30, 33),
    stay('LATER', 120, 123),
    stay('FOREIGN', 1, 3, cabin),
  ]);
});

describe('the workspace snapshots', () => {
  it("answers every listing of the caller's customer in its group, without access details", async () => {
    const { agent } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const response = await agent.get('/api/cache/listings').expect(200);

    const listings = workspaceListingsSchema.parse(response.body);
    expect(listings.groups.map((g) => [g.name, g.listings.map((l) => l.name)])).toEqual([
      ['Coast', ['Harbor View Loft']],
    ]);
    expect(listings.ungrouped.map((l) => l.name)).toEqual(['Old Town Studio']);
    expect(JSON.stringify(response.body)).not.toMatch(/secret-wifi|Pine Cabin/);
  });

  it('answers the stays not over by today that begin within 90 days', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get('/api/cache/calendar').expect(200);

    const calendar = workspaceCalendarSchema.parse(response.body);
    expect(calendar.reservations.map((r) => r.confirmationCode)).toEqual(['NOW', 'SOON']);
    expect(calendar.reservations[0]?.listingName).toBe('Harbor View Loft');
    expect(calendar.from).toBe(day(0).toISOString().slice(0, 10));
  });

  it('answers a cleaner an empty calendar: guests and prices are not theirs to read', async () => {
    const { agent } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const response = await agent.get('/api/cache/calendar').expect(200);
    expect(workspaceCalendarSchema.parse(response.body).reservations).toEqual([]);
    await agent.get('/api/reservations').expect(403);
  });

  it("answers the customer's users", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get('/api/cache/customer').expect(200);

    expect(
      teamSchema
        .parse(response.body)
        .users.map((u) => u.email)
        .sort(),
    ).toEqual(['admin@seaside.test', 'cleaner@seaside.test']);
  });
});
