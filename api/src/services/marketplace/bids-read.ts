import {
  distinctPreviousBids,
  type myBidsQuerySchema,
  type previousBidsQuerySchema,
  type MyBidsResponse,
  type PreviousBid,
} from '@staydesk/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../middleware/auth';
import { Listing } from '../../models/listing';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { objectIdOrNull } from '../tasks-access';
import { myBidOf } from './bids';
import { providerProfileOf } from './providers';

/** A provider's bids are read from the tasks it bid on, newest first; this many at most. */
const BID_TASKS_LIMIT = 1_000;

const tasksBidOnBy = (auth: AuthContext, extra: Record<string, unknown> = {}) =>
  TaskModel.find({ 'bids.providerId': auth.user._id, ...extra })
    .sort({ updatedAt: -1 })
    .limit(BID_TASKS_LIMIT)
    .lean<TaskDoc[]>();

const ownBids = (auth: AuthContext, tasks: TaskDoc[]) =>
  tasks
    .flatMap((task) =>
      task.bids.filter((bid) => bid.providerId.equals(auth.user._id)).map((bid) => ({ task, bid })),
    )
    .sort((a, b) => b.bid.createdAt.getTime() - a.bid.createdAt.getTime());

/** GET /api/tasks/marketplace/bids/previous: up to 3 distinct amounts the caller bid before. */
export async function previousBids(
  auth: AuthContext,
  query: z.output<typeof previousBidsQuerySchema>,
): Promise<PreviousBid[]> {
  await providerProfileOf(auth);
  const listingId = query.listingId ? objectIdOrNull(query.listingId) : undefined;
  if (listingId === null) return [];
  const tasks = await tasksBidOnBy(auth, {
    ...(query.category && { category: query.category }),
    ...(listingId && { listingId }),
  });
  return distinctPreviousBids(ownBids(auth, tasks).map(({ bid }) => bid)).map((bid) => ({
    id: bid._id.toString(),
    amount: bid.amount,
    estimatedDuration: bid.estimatedDuration ?? null,
    notes: bid.notes ?? '',
  }));
}

/** GET /api/tasks/marketplace/bids/mine: the caller's bids with their tasks, newest first. */
export async function myBids(
  auth: AuthContext,
  query: z.output<typeof myBidsQuerySchema>,
): Promise<MyBidsResponse> {
  await providerProfileOf(auth);
  const all = ownBids(auth, await tasksBidOnBy(auth));
  const page = all.slice(query.offset, query.offset + query.limit);
  const listingIds = [
    ...new Set(page.flatMap(({ task }) => (task.listingId ? [task.listingId] : []))),
  ];
  const listings = listingIds.length
    ? await Listing.find({ _id: { $in: listingIds } }, { name: 1, location: 1 }).lean()
    : [];
  const byId = new Map(listings.map((listing) => [listing._id.toString(), listing]));
  return {
    bids: page.map(({ task, bid }) =>
      myBidOf(task, bid, task.listingId ? (byId.get(task.listingId.toString()) ?? null) : null),
    ),
    total: all.length,
    hasMore: query.offset + page.length < all.length,
  };
}
