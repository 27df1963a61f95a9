import { Types } from 'mongoose';
import {
  type bidSubmitSchema,
  canEditStructure,
  formatMoney,
  type MyBid,
  type Task,
} from '@staydesk/contracts';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Listing } from '../../models/listing';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { User } from '../../models/user';
import { notifyDomainEvent } from '../domain-notifications';
import { announceAssignment, providerTypeOf } from '../tasks-assignments';
import { objectIdOrNull } from '../tasks-access';
import { recordInteraction } from '../tasks-history';
import { recordTaskEvent } from '../task-timeline';
import { declinePending, newBid, tellDeclined } from './bid-outcomes';
import {
  hasLiveAssignment,
  notifyProviders,
  offerRefusal,
  offerStillOpen,
  ownTask,
  presentForCaller,
  publishTaskChange,
  taskForProvider,
  timelineEntry,
} from './common';
import { currencyOfTask, providerProfileOf } from './providers';

type BidSubmit = z.output<typeof bidSubmitSchema>;
type Bid = TaskDoc['bids'][number];

const taskRef = (task: TaskDoc) => ({
  id: task._id.toString(),
  title: task.title,
  category: task.category as Task['category'],
});

/** The caller's bid with its task, as 'My bids' lists it. */
export async function presentMyBid(task: TaskDoc, bid: Bid): Promise<MyBid> {
  const listing = task.listingId
    ? await Listing.findById(task.listingId, { name: 1, location: 1 }).lean()
    : null;
  return myBidOf(task, bid, listing);
}

export function myBidOf(
  task: TaskDoc,
  bid: Bid,
  listing: { _id: Types.ObjectId; name: string; location?: { city?: string | null } | null } | null,
): MyBid {
  return {
    id: bid._id.toString(),
    status: bid.status as MyBid['status'],
    amount: bid.amount,
    currency: bid.currency ?? currencyOfTask(task),
    estimated_duration: bid.estimatedDuration ?? null,
    notes: bid.notes ?? '',
    created_at: bid.createdAt.toISOString(),
    task: {
      id: task._id.toString(),
      title: task.title,
      category: task.category as MyBid['task']['category'],
      status: task.status as MyBid['task']['status'],
      due_date: task.dueDate ? task.dueDate.toISOString() : null,
      listing: listing
        ? { id: listing._id.toString(), name: listing.name, city: listing.location?.city ?? '' }
        : null,
    },
  };
}

/** POST /api/tasks/marketplace/bids: one pending bid per provider and task, within the offer. */
export async function submitBid(auth: AuthContext, input: BidSubmit): Promise<MyBid> {
  await providerProfileOf(auth);
  const task = await taskForProvider(auth, input.taskId);
  const now = new Date();
  const refusal = offerRefusal(task, now);
  if (refusal) throw conflict(refusal);
  const offer = task.marketplaceOffer!;
  const currency = currencyOfTask(task);
  if (input.currency && input.currency !== currency) {
    throw badRequest(`currency: Bids on this task are in ${currency}`);
  }
  if (input.bidAmount > offer.maxBidPrice) {
    throw badRequest(
      `bidAmount: The bid may not exceed ${formatMoney(offer.maxBidPrice, currency)}`,
    );
  }
  const mine = { providerId: auth.user._id, status: 'pending' };
  if (task.bids.some((bid) => bid.providerId.equals(auth.user._id) && bid.status === 'pending')) {
    throw conflict('You already have a pending bid on this task');
  }
  const bid = newBid({
    providerId: auth.user._id,
    providerCustomerId: auth.customerObjectId,
    status: 'pending',
    amount: input.bidAmount,
    currency,
    estimatedDuration: input.estimatedDuration,
    notes: input.notes,
    at: now,
  });
  const updated = await TaskModel.findOneAndUpdate(
    {
      _id: task._id,
      ...offerStillOpen(now),
      bids: { $not: { $elemMatch: mine } },
    },
    {
      $push: {
        bids: bid,
        ...timelineEntry(`${auth.user.name} bid ${formatMoney(bid.amount, currency)}`, now),
      },
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw conflict('You already have a pending bid on this task');
  await publishTaskChange(updated, 'bid_received');
  await notifyDomainEvent({
    type: 'bid.received',
    customerId: task.customerId,
    task: taskRef(task),
    bid: { amount: bid.amount, currency, biddedAt: now },
    providerName: auth.user.name,
  });
  return presentMyBid(
    updated,
    updated.bids.find((entry) => entry._id.equals(bid._id))!,
  );
}

/** DELETE /api/tasks/marketplace/bids?taskId=&bidId=: the provider takes a pending bid back. */
export async function withdrawBid(auth: AuthContext, taskId: string, bidId: string) {
  const task = await taskForProvider(auth, taskId);
  const id = objectIdOrNull(bidId);
  const index = task.bids.findIndex(
    (bid) => id && bid._id.equals(id) && bid.providerId.equals(auth.user._id),
  );
  const bid = task.bids[index];
  if (!bid) throw notFound('Bid');
  if (bid.status !== 'pending') throw conflict('Only a pending bid can be withdrawn');
  const now = new Date();
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, [`bids.${index}._id`]: bid._id, [`bids.${index}.status`]: 'pending' },
    {
      $set: { [`bids.${index}.status`]: 'withdrawn', [`bids.${index}.decidedAt`]: now },
      $push: timelineEntry(`${auth.user.name} withdrew a bid`, now),
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw conflict('Only a pending bid can be withdrawn');
  await publishTaskChange(updated, 'bid_withdrawn');
  return presentMyBid(updated, updated.bids[index]!);
}

function bidOf(task: TaskDoc, bidId: string): { bid: Bid; index: number } {
  const id = objectIdOrNull(bidId);
  const index = id ? task.bids.findIndex((bid) => bid._id.equals(id)) : -1;
  const bid = task.bids[index];
  if (!bid) throw notFound('Bid');
  return { bid, index };
}

/**
 * Accepting a bid gives its provider an assignment pending confirmation ('Assigned (Pending
 * Confirmation)'); every other pending bid is declined and its provider told.
 */
async function acceptBid(auth: AuthContext, task: TaskDoc, bidId: string): Promise<TaskDoc> {
  const { bid, index } = bidOf(task, bidId);
  if (task.status === 'completed' || task.status === 'cancelled') {
    throw conflict('A bid cannot be accepted on a closed task');
  }
  if (bid.status === 'accepted') throw conflict('This bid was already accepted');
  if (task.bids.some((other) => other.status === 'accepted')) {
    throw conflict('Another bid was already accepted for this task');
  }
  if (bid.status !== 'pending') throw conflict('Only a pending bid can be accepted');
  if (hasLiveAssignment(task)) throw conflict('This task is already assigned');
  const now = new Date();
  const provider = await User.findById(bid.providerId, { memberships: 1 }).lean();
  const roles =
    provider?.memberships.find((m) => m.customerId.equals(task.customerId))?.roles ?? [];
  const assignment = {
    _id: new Types.ObjectId(),
    userId: bid.providerId,
    status: 'pending',
    acceptanceStatus: 'pending',
    approvalStatus: 'none',
    roleType: providerTypeOf(roles) ?? 'partner',
    notes: bid.notes ?? '',
    startedAt: null,
    completedAt: null,
    createdAt: now,
  };
  const updated = await TaskModel.findOneAndUpdate(
    {
      _id: task._id,
      [`bids.${index}._id`]: bid._id,
      [`bids.${index}.status`]: 'pending',
      'bids.status': { $ne: 'accepted' },
      'assignments.status': { $nin: ['pending', 'accepted', 'completed'] },
    },
    {
      $set: {
        [`bids.${index}.status`]: 'accepted',
        [`bids.${index}.decidedAt`]: now,
        ...declinePending(task, now, bid),
        ...(task.marketplaceOffer && { 'marketplaceOffer.takenBy': bid.providerId }),
        estimatedDuration: bid.estimatedDuration ?? task.estimatedDuration ?? null,
        updatedBy: auth.user._id,
      },
      $push: {
        assignments: assignment,
        ...timelineEntry(
          `${auth.user.name} accepted a bid of ${formatMoney(bid.amount, bid.currency ?? undefined)}`,
          now,
        ),
      },
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated)
    throw conflict('This task changed meanwhile: a bid was accepted or it was assigned');
  const declined = task.bids.filter((other) => other.status === 'pending' && other !== bid);
  await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    type: 'assigned',
    description: `${auth.user.name} accepted a bid; the provider is to confirm`,
    metadata: { bidId: bid._id.toString(), assignmentId: assignment._id.toString() },
  });
  const providerCustomer = bid.providerCustomerId ?? task.customerId;
  await Promise.all([
    notifyProviders({
      customerId: providerCustomer,
      userIds: [bid.providerId],
      type: 'bid_accepted',
      title: 'Bid accepted',
      description: `Your bid of ${formatMoney(bid.amount, bid.currency ?? undefined)} on ${task.title} was accepted. Confirm the assignment.`,
      task,
    }),
    providerCustomer.equals(task.customerId)
      ? announceAssignment(auth, updated, bid.providerId.toString())
      : null,
    tellDeclined(task, declined, 'Another bid was accepted'),
  ]);
  return updated;
}

async function rejectBid(auth: AuthContext, task: TaskDoc, bidId: string): Promise<TaskDoc> {
  const { bid, index } = bidOf(task, bidId);
  if (bid.status !== 'pending') throw conflict('Only a pending bid can be rejected');
  const now = new Date();
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, [`bids.${index}._id`]: bid._id, [`bids.${index}.status`]: 'pending' },
    {
      $set: {
        [`bids.${index}.status`]: 'declined',
        [`bids.${index}.decidedAt`]: now,
        updatedBy: auth.user._id,
      },
      $push: timelineEntry(`${auth.user.name} rejected a bid`, now),
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw conflict('Only a pending bid can be rejected');
  await publishTaskChange(updated, 'bid_declined');
  await tellDeclined(task, [bid], 'The task owner chose not to take it');
  return updated;
}

/** PATCH /api/tasks/marketplace/bids with accept_bid or reject_bid: structure editors only. */
export async function decideBid(
  auth: AuthContext,
  input: { action: 'accept_bid' | 'reject_bid'; taskId: string; bidId: string },
): Promise<Task> {
  if (!canEditStructure(auth.role)) {
    throw forbidden('Only those who may change the structure of tasks can accept or reject bids');
  }
  const task = await ownTask(auth, input.taskId);
  const updated =
    input.action === 'accept_bid'
      ? await acceptBid(auth, task, input.bidId)
      : await rejectBid(auth, task, input.bidId);
  await recordInteraction(auth, task._id);
  return presentForCaller(auth, updated);
}
