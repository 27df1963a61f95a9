import { addDays } from 'date-fns';
import {
  DEFAULT_CURRENCY,
  MARKETPLACE_OFFER_DEFAULTS,
  type makeEligibleSchema,
  type Task,
} from '@staydesk/contracts';
import { type z } from 'zod';
import { badRequest, conflict } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Customer } from '../../models/customer';
import { Listing } from '../../models/listing';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { recordInteraction } from '../tasks-history';
import { ownTask, presentForCaller, publishTaskChange, timelineEntry } from './common';
import { declinePending, tellDeclined } from './bid-outcomes';

type MakeEligible = z.output<typeof makeEligibleSchema>;

const CLOSED = ['completed', 'cancelled'];

/** The offer a make_eligible request stands for, with the listing's city, place and currency. */
async function offerOf(task: TaskDoc, input: MakeEligible, now: Date) {
  const visibleFrom = input.visibleFrom ? new Date(input.visibleFrom) : now;
  const expiresAt = input.expiresAt
    ? new Date(input.expiresAt)
    : addDays(visibleFrom, MARKETPLACE_OFFER_DEFAULTS.expiryDays);
  if (expiresAt <= visibleFrom) throw badRequest('expiresAt: The offer must end after it starts');
  if (expiresAt <= now) throw badRequest('expiresAt: The offer must end in the future');
  const [listing, customer] = await Promise.all([
    task.listingId
      ? Listing.findOne(
          { _id: task.listingId, customerId: task.customerId },
          { location: 1, coordinates: 1, currency: 1 },
        ).lean()
      : null,
    Customer.findById(task.customerId, { marketplacePublic: 1, currency: 1 }).lean(),
  ]);
  return {
    visibleFrom,
    expiresAt,
    maxBidPrice: input.maxBidPrice,
    requiredSkills: input.requiredSkills?.length ? input.requiredSkills : [task.category],
    instantClaim: input.instantClaim,
    public: customer?.marketplacePublic ?? false,
    currency: listing?.currency ?? customer?.currency ?? DEFAULT_CURRENCY,
    city: listing?.location?.city ?? null,
    lat: listing?.coordinates?.lat ?? null,
    lng: listing?.coordinates?.lng ?? null,
    takenBy: null,
  };
}

/**
 * Puts a task on the marketplace, or changes its offer while no bid is accepted. The escalation
 * engine offers a task through here too (by: null).
 */
export async function offerTask(
  task: TaskDoc,
  input: MakeEligible,
  by: AuthContext | null,
  now = new Date(),
): Promise<TaskDoc> {
  if (CLOSED.includes(task.status)) throw conflict('A closed task cannot be offered');
  if (task.bids.some((bid) => bid.status === 'accepted')) {
    throw conflict('A bid was already accepted for this task');
  }
  const offer = await offerOf(task, input, now);
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, version: task.version, 'bids.status': { $ne: 'accepted' } },
    {
      $set: {
        marketplaceEligible: true,
        marketplaceOffer: offer,
        ...(by && { updatedBy: by.user._id }),
      },
      $push: timelineEntry(
        `${by ? by.user.name : 'The escalation rules'} offered the task on the marketplace until ${offer.expiresAt.toISOString()}`,
        now,
      ),
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw conflict('The task changed meanwhile; try again');
  await publishTaskChange(updated, 'marketplace_offered');
  return updated;
}

/** Takes the task off the marketplace; pending bids are declined with it. */
async function withdrawOffer(auth: AuthContext, task: TaskDoc): Promise<TaskDoc> {
  if (!task.marketplaceEligible) throw conflict('This task is not on the marketplace');
  if (task.bids.some((bid) => bid.status === 'accepted')) {
    throw conflict('A bid was already accepted: the offer can no longer be withdrawn');
  }
  const now = new Date();
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, version: task.version, 'bids.status': { $ne: 'accepted' } },
    {
      $set: {
        marketplaceEligible: false,
        marketplaceOffer: null,
        ...declinePending(task, now),
        updatedBy: auth.user._id,
      },
      $push: timelineEntry(`${auth.user.name} withdrew the task from the marketplace`, now),
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw conflict('The task changed meanwhile; try again');
  await publishTaskChange(updated, 'marketplace_withdrawn');
  await tellDeclined(
    task,
    task.bids.filter((bid) => bid.status === 'pending'),
    'The task was withdrawn from the marketplace',
  );
  return updated;
}

/** POST /api/tasks/marketplace?taskId= */
export async function changeOffer(
  auth: AuthContext,
  taskId: string,
  action: MakeEligible | { action: 'withdraw' },
): Promise<Task> {
  const task = await ownTask(auth, taskId);
  const updated =
    action.action === 'make_eligible'
      ? await offerTask(task, action, auth)
      : await withdrawOffer(auth, task);
  await recordInteraction(auth, task._id);
  return presentForCaller(auth, updated);
}
