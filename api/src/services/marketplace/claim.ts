import { Types } from 'mongoose';
import { type claimSchema, formatMoney, type ClaimResponse } from '@staydesk/contracts';
import type { z } from 'zod';
import { forbidden, HttpError } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { User } from '../../models/user';
import { recordTaskEvent } from '../task-timeline';
import { LIVE_ASSIGNMENT_STATUSES, objectIdOrNull } from '../tasks-access';
import { providerTypeOf } from '../tasks-assignments';
import { declinePending, newBid, tellDeclined } from './bid-outcomes';
import { offerRefusal, offerStillOpen, taskForProvider, timelineEntry } from './common';
import { currencyOfTask, providerProfileOf } from './providers';

/** The answer of every claim that lost: the task is someone else's now. */
export const CLAIM_LOST = 'Failed to claim task: another provider claimed it first';

const lost = (message = CLAIM_LOST) => new HttpError(409, 'conflict', message);

/** Who the claim is for: the caller, or for a partner a user of its own company. */
async function assigneeOf(auth: AuthContext, assigneeId: string | undefined) {
  if (!assigneeId || assigneeId === auth.userId) return auth.user;
  const id = objectIdOrNull(assigneeId);
  const colleague =
    id && auth.role === 'partner' && auth.user.companyId
      ? await User.findOne(
          { _id: id, companyId: auth.user.companyId },
          { name: 1, memberships: 1 },
        ).lean()
      : null;
  if (!colleague) throw forbidden('You can only claim a task for yourself or your own company');
  return colleague;
}

/**
 * POST /api/tasks/marketplace/claim: the first claim wins. One conditional update takes the
 * offer only while no one holds it, so of many claims at once exactly one assigns the task;
 * the others find the condition false and answer 409.
 */
export async function claimTask(
  auth: AuthContext,
  input: z.output<typeof claimSchema>,
): Promise<ClaimResponse> {
  await providerProfileOf(auth);
  const task = await taskForProvider(auth, input.taskId);
  const now = new Date();
  const refusal = offerRefusal(task, now);
  if (refusal)
    throw lost(`Failed to claim task: ${refusal.charAt(0).toLowerCase()}${refusal.slice(1)}`);
  const offer = task.marketplaceOffer!;
  if (!offer.instantClaim) {
    throw lost('Failed to claim task: this task takes bids, not claims');
  }
  const assignee = await assigneeOf(auth, input.assigneeId);
  const roles = assignee.memberships.find((m) => m.customerId.equals(task.customerId))?.roles ?? [];
  const currency = currencyOfTask(task);
  const assignment = {
    _id: new Types.ObjectId(),
    userId: assignee._id,
    // The provider chose the task itself: there is nothing left to confirm.
    status: 'accepted',
    acceptanceStatus: 'accepted',
    approvalStatus: 'none',
    roleType: providerTypeOf(roles) ?? 'partner',
    notes: input.notes,
    startedAt: null,
    completedAt: null,
    createdAt: now,
  };
  // The claim stands as an accepted bid at the offer's price, so the task shows what it costs.
  const bid = newBid({
    providerId: assignee._id,
    providerCustomerId: auth.customerObjectId,
    status: 'accepted',
    amount: offer.maxBidPrice,
    currency,
    estimatedDuration: input.estimatedDuration,
    notes: input.notes,
    at: now,
  });
  const updated = await TaskModel.findOneAndUpdate(
    {
      _id: task._id,
      ...offerStillOpen(now),
      status: { $in: ['todo', 'pending'] },
      'assignments.status': { $nin: LIVE_ASSIGNMENT_STATUSES },
      'bids.status': { $ne: 'accepted' },
    },
    {
      $set: {
        'marketplaceOffer.takenBy': assignee._id,
        ...declinePending(task, now),
        estimatedDuration: input.estimatedDuration ?? task.estimatedDuration ?? null,
      },
      $push: {
        assignments: assignment,
        bids: bid,
        ...timelineEntry(
          `${assignee.name} claimed the task at ${formatMoney(bid.amount, currency)}`,
          now,
        ),
      },
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw lost();
  await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    type: 'assigned',
    description: `${assignee.name} claimed the task from the marketplace`,
    metadata: { assignmentId: assignment._id.toString(), claimed: true },
  });
  await tellDeclined(
    task,
    task.bids.filter((other) => other.status === 'pending'),
    'Another provider claimed the task',
  );
  return { taskId: task._id.toString(), assignmentId: assignment._id.toString() };
}
