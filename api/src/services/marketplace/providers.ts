import type { Types } from 'mongoose';
import {
  DEFAULT_CURRENCY,
  SERVICE_PROVIDER_ROLES,
  type ProviderCard,
  type ProviderMinRating,
  type ProviderSummary,
} from '@staydesk/contracts';
import { forbidden } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { ProviderProfile, type ProviderProfileDoc } from '../../models/provider-profile';
import type { TaskDoc } from '../../models/task';
import { User } from '../../models/user';
import { unprofiledProvider } from '../../presenters/marketplace';

type Profile = ProviderProfileDoc & { _id: Types.ObjectId };

/** The caller's provider record; only an individual or a company provider uses the marketplace. */
export async function providerProfileOf(auth: AuthContext): Promise<Profile> {
  const profile = SERVICE_PROVIDER_ROLES.includes(auth.role)
    ? await ProviderProfile.findOne({ userId: auth.user._id }).lean<Profile>()
    : null;
  if (!profile) {
    throw forbidden('Only service providers of type individual or company use the marketplace');
  }
  return profile;
}

function summaryOf(
  user: { name: string; image?: string | null },
  profile: Profile | undefined,
): ProviderSummary {
  if (!profile) return unprofiledProvider(user.name, user.image ?? null);
  return {
    name: user.name,
    image: user.image ?? null,
    type: profile.type as ProviderSummary['type'],
    rating: profile.rating,
    totalReviews: profile.totalReviews,
    completedTasks: profile.completedTasks,
    serviceAreas: [...profile.serviceAreas],
    skills: [...profile.skills],
  };
}

/** Who each user is as a provider, by user id: two queries whatever their number. */
export async function providerSummaries(
  ids: readonly Types.ObjectId[],
): Promise<Map<string, ProviderSummary>> {
  if (ids.length === 0) return new Map();
  const [users, profiles] = await Promise.all([
    User.find({ _id: { $in: ids } }, { name: 1, image: 1 }).lean(),
    ProviderProfile.find({ userId: { $in: ids } }).lean<Profile[]>(),
  ]);
  const byUser = new Map(profiles.map((profile) => [profile.userId.toString(), profile]));
  return new Map(
    users.map((user) => [user._id.toString(), summaryOf(user, byUser.get(user._id.toString()))]),
  );
}

/** The providers of the tasks' bids; no query when none has a bid. */
export const bidProvidersOf = (tasks: readonly Pick<TaskDoc, 'bids'>[]) =>
  providerSummaries(tasks.flatMap((task) => task.bids.map((bid) => bid.providerId)));

/**
 * The providers who could do the task: those of the task's customer (any provider for a public
 * offer) with every skill it requires, serving its city, rated at least minRating; best rated
 * first, each flagged when invited or bidding.
 */
export async function matchProviders(
  task: TaskDoc,
  minRating: ProviderMinRating,
): Promise<ProviderCard[]> {
  const providers = await findMatches(task, minRating);
  const invited = new Set(task.invitedProviderIds.map(String));
  const bidders = new Set(
    task.bids
      .filter((bid) => bid.status === 'pending' || bid.status === 'accepted')
      .map((bid) => bid.providerId.toString()),
  );
  return providers.map((provider) => ({
    ...provider,
    invited: invited.has(provider.id),
    hasBid: bidders.has(provider.id),
  }));
}

async function findMatches(task: TaskDoc, minRating: number): Promise<ProviderCard[]> {
  const skills = task.marketplaceOffer?.requiredSkills.length
    ? [...task.marketplaceOffer.requiredSkills]
    : [task.category];
  const city = task.marketplaceOffer?.city ?? null;
  const filter: Record<string, unknown> = {
    rating: { $gte: minRating },
    skills: { $all: skills },
  };
  if (city) filter.serviceAreas = city;
  if (!task.marketplaceOffer?.public) {
    const ownProviders = await User.find(
      {
        memberships: {
          $elemMatch: {
            customerId: task.customerId,
            roles: { $in: SERVICE_PROVIDER_ROLES },
            active: true,
          },
        },
      },
      { _id: 1 },
    ).lean();
    filter.userId = { $in: ownProviders.map((user) => user._id) };
  }
  const profiles = await ProviderProfile.find(filter)
    .sort({ rating: -1, _id: 1 })
    .limit(100)
    .lean<Profile[]>();
  const users = await User.find(
    { _id: { $in: profiles.map((profile) => profile.userId) } },
    { name: 1, image: 1 },
  ).lean();
  const byId = new Map(users.map((user) => [user._id.toString(), user]));
  return profiles.flatMap((profile) => {
    const user = byId.get(profile.userId.toString());
    if (!user) return [];
    return [
      { id: user._id.toString(), ...summaryOf(user, profile), invited: false, hasBid: false },
    ];
  });
}

/** The currency a task's bids are in: its offer's, copied from the listing. */
export const currencyOfTask = (task: Pick<TaskDoc, 'marketplaceOffer'>) =>
  task.marketplaceOffer?.currency ?? DEFAULT_CURRENCY;
