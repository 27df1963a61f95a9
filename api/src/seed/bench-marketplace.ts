import { Types } from 'mongoose';
import { Customer } from '../models/customer';
import { Listing } from '../models/listing';
import { ProviderProfile } from '../models/provider-profile';
import { Task } from '../models/task';
import { User } from '../models/user';
import { hashPassword } from '../services/passwords';
import { BENCH_PASSWORD } from './large-customer';

export const MARKETPLACE_BENCH_TASKS = 10_000;
export const MARKETPLACE_BENCH_PROVIDERS = 200;
const BATCH = 1_000;
const CITIES = ['Portland', 'Wells', 'Ogunquit', 'Bethel', 'Rangeley'];
const SKILLS = ['cleaning', 'maintenance', 'inspection', 'laundry'] as const;

/**
 * A customer with MARKETPLACE_BENCH_PROVIDERS providers and MARKETPLACE_BENCH_TASKS tasks offered
 * now, in five towns and four skills, a quarter of them with a pending bid. Answers the e-mail of
 * a cleaner who serves every town with the cleaning skill: a quarter of the offers are its.
 */
export async function seedMarketplaceBench(): Promise<{ email: string }> {
  const customer = await Customer.create({ name: 'Bench Marketplace' });
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const providers = await User.insertMany(
    Array.from({ length: MARKETPLACE_BENCH_PROVIDERS }, (_, index) => ({
      email: `bench-provider-${index}-${customer._id.toString()}@bench.test`,
      name: `Bench provider ${index}`,
      passwordHash,
      memberships: [{ customerId: customer._id, roles: ['cleaner'], active: true }],
    })),
  );
  await ProviderProfile.insertMany(
    providers.map((provider, index) => ({
      userId: provider._id,
      type: index % 5 === 0 ? 'company' : 'individual',
      skills: index === 0 ? ['cleaning'] : [SKILLS[index % SKILLS.length]!],
      serviceAreas: index === 0 ? CITIES : [CITIES[index % CITIES.length]!],
      rating: 3 + (index % 21) / 10,
      baseLocation: { lat: 43.66, lng: -70.26 },
    })),
  );
  const listings = await Listing.insertMany(
    CITIES.map((city, index) => ({
      customerId: customer._id,
      name: `Bench ${city}`,
      location: { city },
      coordinates: { lat: 43.3 + index * 0.3, lng: -70.6 },
    })),
  );
  const now = Date.now();
  for (let offset = 0; offset < MARKETPLACE_BENCH_TASKS; offset += BATCH) {
    await Task.insertMany(
      Array.from({ length: Math.min(BATCH, MARKETPLACE_BENCH_TASKS - offset) }, (_, i) => {
        const index = offset + i;
        const listing = listings[index % listings.length]!;
        const skill = SKILLS[Math.floor(index / listings.length) % SKILLS.length]!;
        return {
          customerId: customer._id,
          listingId: listing._id,
          title: `Bench offer ${index}`,
          category: skill,
          priority: 'medium',
          dueDate: new Date(now + (index % 500) * 3_600_000),
          marketplaceEligible: true,
          marketplaceOffer: {
            visibleFrom: new Date(now - 3_600_000),
            expiresAt: new Date(now + 7 * 86_400_000),
            maxBidPrice: 500,
            requiredSkills: [skill],
            city: listing.location?.city ?? null,
            lat: listing.coordinates?.lat ?? null,
            lng: listing.coordinates?.lng ?? null,
          },
          bids:
            index % 4 === 0
              ? [
                  {
                    _id: new Types.ObjectId(),
                    providerId: providers[(index % (providers.length - 1)) + 1]!._id,
                    amount: 100 + (index % 50),
                  },
                ]
              : [],
        };
      }),
      { lean: true },
    );
  }
  return { email: providers[0]!.email };
}
