import { Types } from 'mongoose';
import type { Role } from '@staydesk/contracts';
import { Listing } from '../models/listing';
import { ProviderProfile } from '../models/provider-profile';
import { Task } from '../models/task';
import { User } from '../models/user';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Where the demo's towns are, for the marketplace's distance filter. */
const PLACES: Record<string, { lat: number; lng: number }> = {
  Portland: { lat: 43.6591, lng: -70.2568 },
  Lisbon: { lat: 38.7139, lng: -9.1334 },
  Kennebunkport: { lat: 43.3615, lng: -70.4767 },
  Ogunquit: { lat: 43.249, lng: -70.5992 },
  Wells: { lat: 43.3223, lng: -70.5806 },
  'Cape Elizabeth': { lat: 43.5637, lng: -70.2001 },
  Bethel: { lat: 44.4042, lng: -70.7906 },
  Rangeley: { lat: 44.9659, lng: -70.6434 },
  'Carrabassett Valley': { lat: 45.0806, lng: -70.2156 },
  Bridgton: { lat: 44.0548, lng: -70.7128 },
};
const COASTAL_AREAS = ['Portland', 'Kennebunkport', 'Ogunquit', 'Wells', 'Cape Elizabeth'];
const MOUNTAIN_AREAS = ['Bethel', 'Rangeley', 'Carrabassett Valley', 'Bridgton'];

/** The marketplace's other providers: individuals and companies with their records. */
const MORE_PROVIDERS: ReadonlyArray<{
  name: string;
  role: Role;
  type: 'individual' | 'company';
  skills: string[];
  areas: string[];
  rating: number;
}> = [
  {
    name: 'Avery Shine',
    role: 'cleaner',
    type: 'individual',
    skills: ['cleaning', 'turnover'],
    areas: COASTAL_AREAS,
    rating: 4.9,
  },
  {
    name: 'Blue Wave Cleaning',
    role: 'partner',
    type: 'company',
    skills: ['cleaning', 'deep_cleaning', 'laundry', 'turnover'],
    areas: COASTAL_AREAS,
    rating: 4.6,
  },
  {
    name: 'Dana Fixit',
    role: 'maintenance',
    type: 'individual',
    skills: ['maintenance', 'inspection'],
    areas: COASTAL_AREAS,
    rating: 4.2,
  },
  {
    name: 'Harbor Handymen',
    role: 'partner',
    type: 'company',
    skills: ['maintenance', 'purchase'],
    areas: [...COASTAL_AREAS, ...MOUNTAIN_AREAS],
    rating: 3.8,
  },
  {
    name: 'Jules Linen',
    role: 'cleaner',
    type: 'individual',
    skills: ['laundry', 'cleaning'],
    areas: ['Portland', 'Cape Elizabeth'],
    rating: 3.4,
  },
  {
    name: 'Kit Sparks',
    role: 'cleaner',
    type: 'individual',
    skills: ['cleaning', 'deep_cleaning'],
    areas: MOUNTAIN_AREAS,
    rating: 4.4,
  },
  {
    name: 'Lee Pine',
    role: 'maintenance',
    type: 'individual',
    skills: ['maintenance'],
    areas: MOUNTAIN_AREAS,
    rating: 4.7,
  },
  {
    name: 'Morgan Mops',
    role: 'cleaner',
    type: 'individual',
    skills: ['cleaning'],
    areas: COASTAL_AREAS,
    rating: 2.9,
  },
  {
    name: 'Peak Property Care',
    role: 'partner',
    type: 'company',
    skills: ['cleaning', 'maintenance', 'inspection'],
    areas: MOUNTAIN_AREAS,
    rating: 4.1,
  },
  {
    name: 'Rio Alfama Limpezas',
    role: 'cleaner',
    type: 'company',
    skills: ['cleaning', 'turnover'],
    areas: ['Lisbon'],
    rating: 4.8,
  },
];

interface ListingRef {
  _id: Types.ObjectId;
  name: string;
  location?: { city?: string | null } | null;
  currency?: string | null;
  photos?: Array<{ thumbnailUrl?: string | null }>;
}

const offerAt = (listing: ListingRef, now: Date, extra: Record<string, unknown> = {}) => {
  const city = listing.location?.city ?? null;
  const place = city ? PLACES[city] : undefined;
  return {
    visibleFrom: new Date(now.getTime() - 2 * HOUR_MS),
    expiresAt: new Date(now.getTime() + 2 * DAY_MS),
    maxBidPrice: 500,
    requiredSkills: ['cleaning'],
    instantClaim: false,
    public: false,
    currency: listing.currency ?? 'USD',
    city,
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
    takenBy: null,
    ...extra,
  };
};

/**
 * The marketplace's demo: places for the listings, provider records for the demo's field
 * accounts and ten more providers, and tasks in each stage: open, offered with bids (one of
 * them the demo cleaner's), assigned pending the cleaner's confirmation, and offers the demo
 * cleaner can bid on or claim from /marketplace.
 */
export async function seedDemoMarketplace(
  customerId: Types.ObjectId,
  userIds: ReadonlyMap<Role, Types.ObjectId>,
  passwordHash: string,
  now: Date,
): Promise<number> {
  const listings = await Listing.find(
    { customerId },
    { name: 1, location: 1, currency: 1, photos: 1 },
  ).lean<ListingRef[]>();
  await Listing.bulkWrite(
    listings.flatMap((listing) => {
      const place = PLACES[listing.location?.city ?? ''];
      return place
        ? [
            {
              updateOne: { filter: { _id: listing._id }, update: { $set: { coordinates: place } } },
            },
          ]
        : [];
    }),
  );
  const demoProviders: Array<[Role, 'individual' | 'company', string[], number]> = [
    ['cleaner', 'individual', ['cleaning', 'deep_cleaning', 'turnover', 'laundry'], 4.8],
    ['maintenance', 'individual', ['maintenance', 'inspection', 'purchase'], 4.5],
    ['partner', 'company', ['cleaning', 'deep_cleaning', 'maintenance', 'turnover'], 4.3],
  ];
  const everywhere = [...COASTAL_AREAS, ...MOUNTAIN_AREAS, 'Lisbon'];
  await ProviderProfile.insertMany(
    demoProviders.flatMap(([role, type, skills, rating]) => {
      const userId = userIds.get(role);
      return userId
        ? [
            {
              userId,
              type,
              skills,
              serviceAreas: everywhere,
              rating,
              totalReviews: 40,
              completedTasks: 120,
              baseLocation: PLACES.Portland,
            },
          ]
        : [];
    }),
  );
  const others = await User.insertMany(
    MORE_PROVIDERS.map((provider, index) => ({
      email: `provider${index + 1}@demo.test`,
      name: provider.name,
      passwordHash,
      emailVerified: true,
      memberships: [{ customerId, roles: [provider.role], active: true }],
    })),
  );
  await ProviderProfile.insertMany(
    MORE_PROVIDERS.map((provider, index) => ({
      userId: others[index]!._id,
      type: provider.type,
      skills: provider.skills,
      serviceAreas: provider.areas,
      rating: provider.rating,
      totalReviews: 5 + index * 7,
      completedTasks: 10 + index * 13,
      baseLocation: PLACES[provider.areas[0]!] ?? null,
    })),
  );

  const coastal = listings.filter((listing) =>
    COASTAL_AREAS.includes(listing.location?.city ?? ''),
  );
  const at = (index: number) => coastal[index % coastal.length] ?? listings[0]!;
  const cleaner = userIds.get('cleaner')!;
  const due = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const bid = (
    providerId: Types.ObjectId,
    amount: number,
    status = 'pending',
    minutesAgo = 90,
  ) => ({
    _id: new Types.ObjectId(),
    providerId,
    providerCustomerId: customerId,
    status,
    amount,
    currency: 'USD',
    estimatedDuration: 120,
    notes: status === 'accepted' ? 'Bringing my own supplies' : 'Available that morning',
    createdAt: new Date(now.getTime() - minutesAgo * 60_000),
    decidedAt: status === 'pending' ? null : now,
    adjustments: [],
  });
  const base = (title: string, listing: ListingRef, days: number) => ({
    customerId,
    listingId: listing._id,
    title: `${title} — ${listing.name.split('·')[0]?.trim()}`,
    description: 'Offered on the marketplace.',
    category: 'cleaning',
    priority: 'medium',
    status: 'todo',
    dueDate: due(days),
    estimatedDuration: 120,
    createdBy: userIds.get('owner') ?? null,
  });
  const offered = (description: string) => ({
    marketplaceEligible: true,
    marketplaceTimeline: [{ description, createdAt: new Date(now.getTime() - 3 * HOUR_MS) }],
  });
  const tasks = [
    { ...base('Spring windows, inside and out', at(0), 6) },
    {
      ...base('Turnover clean with linen change', at(1), 2),
      ...offered('Olivia Owner offered the task on the marketplace'),
      marketplaceOffer: offerAt(at(1), now),
      bids: [
        bid(cleaner, 140, 'pending', 45),
        bid(others[0]!._id, 125),
        bid(others[1]!._id, 160, 'pending', 30),
      ],
    },
    {
      ...base('Deep clean after a long stay', at(2), 3),
      category: 'deep_cleaning',
      ...offered('Olivia Owner offered the task on the marketplace'),
      marketplaceOffer: offerAt(at(2), now, {
        requiredSkills: ['deep_cleaning'],
        maxBidPrice: 350,
      }),
      bids: [bid(others[1]!._id, 290), bid(others[5]!._id, 260, 'pending', 20)],
    },
    {
      ...base('Mid-stay refresh', at(3), 1),
      ...offered('Olivia Owner offered the task on the marketplace'),
      marketplaceOffer: offerAt(at(3), now, { takenBy: cleaner }),
      bids: [bid(cleaner, 110, 'accepted', 240), bid(others[0]!._id, 130, 'declined', 200)],
      assignments: [
        {
          userId: cleaner,
          status: 'pending',
          acceptanceStatus: 'pending',
          roleType: 'cleaner',
          notes: 'Bringing my own supplies',
          createdAt: now,
        },
      ],
    },
    {
      ...base('Post-checkout clean', at(4), 4),
      ...offered('Olivia Owner offered the task on the marketplace'),
      marketplaceOffer: offerAt(at(4), now, { maxBidPrice: 220 }),
    },
    {
      ...base('Same-day turnover', at(5), 1),
      ...offered('Olivia Owner offered the task on the marketplace for instant claim'),
      marketplaceOffer: offerAt(at(5), now, { maxBidPrice: 150, instantClaim: true }),
    },
  ];
  await Task.insertMany(tasks);
  return tasks.length;
}
