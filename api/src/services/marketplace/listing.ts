import type { Types } from 'mongoose';
import {
  type marketplaceListQuerySchema,
  type MarketplaceListItem,
  type MarketplaceListResponse,
} from '@staydesk/contracts';
import type { z } from 'zod';
import { forbidden } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Listing } from '../../models/listing';
import type { ProviderProfileDoc } from '../../models/provider-profile';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { LIVE_ASSIGNMENT_STATUSES, objectIdOrNull } from '../tasks-access';
import { boundingBox, distanceKm, type Place } from './geo';
import { currencyOfTask, providerProfileOf } from './providers';

type ListQuery = z.output<typeof marketplaceListQuerySchema>;

const DAY_MS = 86_400_000;
/** A listing reads at most this many offers' ids (and places) before paging them. */
const CANDIDATES_LIMIT = 20_000;
const BY_DUE = { dueDate: 1, _id: 1 } as const;

/** Where the caller may look: its own customer's offers, and public ones of any customer. */
async function scopeOf(auth: AuthContext, query: ListQuery) {
  if (query.customerId !== undefined && query.customerId !== auth.customerId) {
    throw forbidden('You can only act for your current customer');
  }
  const own = { customerId: auth.customerObjectId };
  const everyPublic = { 'marketplaceOffer.public': true };
  if (query.customerId) return [own];
  if (!query.listingId) return [own, everyPublic];
  // One listing's offers are of its customer: read in that customer's terms.
  const id = objectIdOrNull(query.listingId);
  const listing = id ? await Listing.findById(id, { customerId: 1 }).lean() : null;
  if (!listing) return null;
  return listing.customerId.equals(auth.customerObjectId)
    ? [own]
    : [{ customerId: listing.customerId, 'marketplaceOffer.public': true }];
}

/**
 * The offers a provider may take now: eligible, visible, not expired, not taken or assigned,
 * in one of its service areas (or with no place), needing no skill it lacks.
 */
function offerFilter(profile: ProviderProfileDoc, query: ListQuery, now: Date) {
  const filter: Record<string, unknown> = {
    marketplaceEligible: true,
    'marketplaceOffer.takenBy': null,
    'marketplaceOffer.visibleFrom': { $lte: now },
    'marketplaceOffer.expiresAt': { $gt: now },
    status: { $in: ['todo', 'pending'] },
    'assignments.status': { $nin: LIVE_ASSIGNMENT_STATUSES },
    'marketplaceOffer.city': { $in: [...profile.serviceAreas, null] },
    'marketplaceOffer.requiredSkills': { $not: { $elemMatch: { $nin: [...profile.skills] } } },
  };
  if (query.category) filter.category = query.category;
  if (query.listingId) filter.listingId = objectIdOrNull(query.listingId);
  if (query.dueFrom || query.dueTo) {
    filter.dueDate = {
      ...(query.dueFrom && { $gte: new Date(`${query.dueFrom}T00:00:00.000Z`) }),
      ...(query.dueTo && {
        $lt: new Date(new Date(`${query.dueTo}T00:00:00.000Z`).getTime() + DAY_MS),
      }),
    };
  }
  return filter;
}

const placeOf = (task: Pick<TaskDoc, 'marketplaceOffer'>): Place | null =>
  task.marketplaceOffer?.lat != null && task.marketplaceOffer.lng != null
    ? { lat: task.marketplaceOffer.lat, lng: task.marketplaceOffer.lng }
    : null;

/**
 * The page and the total in one walk of the offers: their ids (and places) in due order, then
 * the page's documents. Within maxDistanceKm of the provider's base when asked: a box in the
 * query, the exact distance here.
 */
async function pageOf(
  filter: Record<string, unknown>,
  query: ListQuery,
  near: { base: Place; km: number } | null,
) {
  const box = near && boundingBox(near.base, near.km);
  const candidates = await TaskModel.find(
    box ? { ...filter, 'marketplaceOffer.lat': box.lat, 'marketplaceOffer.lng': box.lng } : filter,
    { 'marketplaceOffer.lat': 1, 'marketplaceOffer.lng': 1, dueDate: 1 },
  )
    .sort(BY_DUE)
    .limit(CANDIDATES_LIMIT)
    .lean<Pick<TaskDoc, '_id' | 'marketplaceOffer'>[]>();
  const kept = near
    ? candidates.filter((task) => {
        const place = placeOf(task);
        return place !== null && distanceKm(near.base, place) <= near.km;
      })
    : candidates;
  const ids = kept.slice(query.offset, query.offset + query.limit).map((task) => task._id);
  const tasks = ids.length ? await TaskModel.find({ _id: { $in: ids } }).lean<TaskDoc[]>() : [];
  const order = new Map(ids.map((id, index) => [id.toString(), index]));
  tasks.sort((a, b) => order.get(a._id.toString())! - order.get(b._id.toString())!);
  return { tasks, total: kept.length };
}

async function itemsOf(
  tasks: TaskDoc[],
  viewer: Types.ObjectId,
  base: Place | null,
): Promise<MarketplaceListItem[]> {
  const listingIds = [
    ...new Set(tasks.flatMap((task) => (task.listingId ? [task.listingId] : []))),
  ];
  const listings = listingIds.length
    ? await Listing.find({ _id: { $in: listingIds } }, { name: 1, location: 1, photos: 1 }).lean()
    : [];
  const byId = new Map(listings.map((listing) => [listing._id.toString(), listing]));
  return tasks.map((task) => {
    const offer = task.marketplaceOffer!;
    const listing = task.listingId ? byId.get(task.listingId.toString()) : undefined;
    const place = placeOf(task);
    const pending = task.bids.filter((bid) => bid.status === 'pending');
    return {
      id: task._id.toString(),
      customer_id: task.customerId.toString(),
      title: task.title,
      description: task.description ?? '',
      category: task.category as MarketplaceListItem['category'],
      due_date: task.dueDate ? task.dueDate.toISOString() : null,
      estimated_duration: task.estimatedDuration ?? null,
      listing: listing
        ? {
            id: listing._id.toString(),
            name: listing.name,
            city: listing.location?.city ?? '',
            thumbnail: listing.photos[0]?.thumbnailUrl ?? null,
          }
        : null,
      max_bid_price: offer.maxBidPrice,
      currency: currencyOfTask(task),
      expires_at: offer.expiresAt.toISOString(),
      my_pending_bid: pending.some((bid) => bid.providerId.equals(viewer)),
      bid_count: pending.length,
      claimable: offer.instantClaim ?? false,
      distance_km: base && place ? Math.round(distanceKm(base, place) * 10) / 10 : null,
    };
  });
}

/** GET /api/tasks/marketplace: the offers a provider may bid on or claim, soonest due first. */
export async function listOffers(
  auth: AuthContext,
  query: ListQuery,
  now = new Date(),
): Promise<MarketplaceListResponse> {
  const [profile, scopes] = await Promise.all([providerProfileOf(auth), scopeOf(auth, query)]);
  const completed = () =>
    TaskModel.countDocuments({
      customerId: auth.customerObjectId,
      'assignments.userId': auth.user._id,
      status: 'completed',
    });
  if (!scopes)
    return { tasks: [], total: 0, completedTasksCount: await completed(), hasMore: false };
  const filter = { ...offerFilter(profile, query, now), $or: scopes };
  const base =
    profile.baseLocation?.lat != null && profile.baseLocation.lng != null
      ? { lat: profile.baseLocation.lat, lng: profile.baseLocation.lng }
      : null;
  const near = query.maxDistanceKm && base ? { base, km: query.maxDistanceKm } : null;
  const [{ tasks, total }, completedTasksCount] = await Promise.all([
    pageOf(filter, query, near),
    completed(),
  ]);
  const items = await itemsOf(tasks, auth.user._id, base);
  return {
    tasks: items,
    total,
    completedTasksCount,
    hasMore: query.offset + tasks.length < total,
  };
}
