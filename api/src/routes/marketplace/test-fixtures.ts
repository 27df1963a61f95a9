import type { Server } from 'node:http';
import { Types } from 'mongoose';
import { CSRF_HEADER, type Role } from '@staydesk/contracts';
import { createCustomerWithUsers, signedInAgent } from '../../../test/harness';
import { Listing } from '../../models/listing';
import { ProviderProfile } from '../../models/provider-profile';
import { Task } from '../../models/task';

export const MARKET_ROLES: Role[] = [
  'admin',
  'owner',
  'team_lead',
  'concierge',
  'user',
  'inspector',
  'accountant',
  'cleaner',
  'maintenance',
  'partner',
];

/** A customer with a user in each role, a listing in Lisbon, and profiles for its providers. */
export async function marketCustomer(name: string) {
  const customer = await createCustomerWithUsers(name, MARKET_ROLES);
  const listing = await Listing.create({
    customerId: customer.customerId,
    name: `${name} flat`,
    location: { city: 'Lisbon' },
    coordinates: { lat: 38.72, lng: -9.14 },
    currency: 'EUR',
    photos: [{ largeUrl: '/l.jpg', thumbnailUrl: '/t.jpg' }],
  });
  for (const role of ['cleaner', 'maintenance', 'partner'] as const) {
    await ProviderProfile.create({
      userId: customer.users.get(role),
      type: role === 'partner' ? 'company' : 'individual',
      skills: role === 'maintenance' ? ['maintenance'] : ['cleaning', 'deep_cleaning'],
      serviceAreas: ['Lisbon'],
      rating: role === 'cleaner' ? 4.8 : 3.5,
      totalReviews: 12,
      completedTasks: 30,
      baseLocation: { lat: 38.7, lng: -9.1 },
    });
  }
  const user = (role: Role) => customer.users.get(role)!;
  const email = (role: Role) => `${role}@${name.toLowerCase()}.test`;
  return { ...customer, listingId: listing._id, user, email };
}

export type MarketCustomer = Awaited<ReturnType<typeof marketCustomer>>;

/** An unassigned cleaning task of the customer's listing, due in three days. */
export const openTask = (customer: MarketCustomer, extra: Record<string, unknown> = {}) =>
  Task.create({
    customerId: customer.customerId,
    listingId: customer.listingId,
    title: 'Turnover clean',
    category: 'cleaning',
    priority: 'medium',
    dueDate: new Date(Date.now() + 3 * 86_400_000),
    ...extra,
  });

/** The same task already offered, with the offer's copied listing fields. */
export const offeredTask = (
  customer: MarketCustomer,
  offer: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) =>
  openTask(customer, {
    marketplaceEligible: true,
    marketplaceOffer: {
      visibleFrom: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() + 2 * 86_400_000),
      maxBidPrice: 500,
      requiredSkills: ['cleaning'],
      currency: 'EUR',
      city: 'Lisbon',
      lat: 38.72,
      lng: -9.14,
      ...offer,
    },
    ...extra,
  });

export const pendingBid = (providerId: Types.ObjectId, amount: number) => ({
  _id: new Types.ObjectId(),
  providerId,
  status: 'pending',
  amount,
  currency: 'EUR',
});

/** A signed-in client that sends the CSRF header with every change. */
export async function marketAgent(server: Server, email: string) {
  const { agent, csrf } = await signedInAgent(server, email);
  return {
    post: (url: string, body: unknown) =>
      agent
        .post(url)
        .set(CSRF_HEADER, csrf)
        .send(body as object),
    patch: (url: string, body: unknown) =>
      agent
        .patch(url)
        .set(CSRF_HEADER, csrf)
        .send(body as object),
    del: (url: string) => agent.delete(url).set(CSRF_HEADER, csrf),
    get: (url: string) => agent.get(url),
  };
}
