import type { Types } from 'mongoose';
import { STRUCTURE_EDIT_ROLES, type TaskCategory } from '@staydesk/contracts';
import type { AuthContext } from '../../middleware/auth';
import type { TaskDoc } from '../../models/task';
import { User } from '../../models/user';
import { notify } from '../notify';
import { timelineEntry } from './common';

type Assignment = TaskDoc['assignments'][number];

/**
 * The marketplace's part of one conditional update that declines an assignment: what must
 * still hold, what it sets and pushes, and whom to tell once it is written.
 */
export interface GivingBack {
  condition: Record<string, unknown>;
  set: Record<string, unknown>;
  push: Record<string, unknown>;
  tell: () => Promise<void>;
}

const nameOf = async (auth: AuthContext, userId: Types.ObjectId) =>
  userId.equals(auth.user._id)
    ? auth.user.name
    : ((await User.findById(userId, { name: 1 }).lean())?.name ?? 'The provider');

/** Who hears that the task came back: its creator and everyone who may accept another bid. */
async function ownersOf(task: TaskDoc): Promise<string[]> {
  const managers = await User.find(
    {
      memberships: {
        $elemMatch: {
          customerId: task.customerId,
          active: true,
          roles: { $in: STRUCTURE_EDIT_ROLES },
        },
      },
    },
    { _id: 1 },
  ).lean();
  const ids = managers.map((manager) => manager._id.toString());
  return task.createdBy ? [...new Set([task.createdBy.toString(), ...ids])] : ids;
}

/**
 * The bid an assignment was won with (the accepted bid, or the claim, of its provider, who
 * holds the offer) given back, as part of the conditional update that declines the assignment:
 * what must still hold and what it sets. The bid becomes withdrawn and the offer is free again
 * as it was before it was taken (price, rules and deadline unchanged); bids declined when it was
 * accepted stay declined. `reopened` is whether anyone may bid or claim again: an offer whose
 * deadline passed meanwhile stays closed. Null for an assignment not won on the marketplace.
 */
export function bidGivenBack(
  task: TaskDoc,
  assignment: Assignment,
  now: Date,
): (Pick<GivingBack, 'condition' | 'set'> & { reopened: boolean }) | null {
  const index = task.bids.findIndex(
    (bid) => bid.status === 'accepted' && bid.providerId.equals(assignment.userId),
  );
  const bid = task.bids[index];
  const offer = task.marketplaceOffer;
  if (!bid || !offer?.takenBy?.equals(assignment.userId)) return null;
  return {
    reopened: task.marketplaceEligible && offer.expiresAt > now,
    condition: {
      [`bids.${index}._id`]: bid._id,
      [`bids.${index}.status`]: 'accepted',
      'marketplaceOffer.takenBy': assignment.userId,
    },
    set: {
      [`bids.${index}.status`]: 'withdrawn',
      [`bids.${index}.decidedAt`]: now,
      'marketplaceOffer.takenBy': null,
    },
  };
}

/**
 * A provider who declines an assignment won on the marketplace gives the task back (see
 * `bidGivenBack`), and the task's creator and managers are told. Null for any other assignment.
 */
export async function givingBackToMarketplace(
  auth: AuthContext,
  task: TaskDoc,
  assignment: Assignment,
  notes: string | undefined,
  now: Date,
): Promise<GivingBack | null> {
  const givenBack = bidGivenBack(task, assignment, now);
  if (!givenBack) return null;
  const provider = await nameOf(auth, assignment.userId);
  const outcome = givenBack.reopened
    ? 'The task is back on the marketplace.'
    : 'Its marketplace offer has expired, so it is not offered again.';
  return {
    condition: givenBack.condition,
    set: givenBack.set,
    push: timelineEntry(`${provider} declined the assignment. ${outcome}`, now),
    tell: async () => {
      await notify({
        customerId: task.customerId,
        kind: 'assignment',
        type: 'assignment_declined',
        title: 'Assignment declined',
        description: `${provider} declined ${task.title}${notes ? `: ${notes}` : ''}. ${outcome}`,
        target: { assigneeIds: await ownersOf(task) },
        sourceType: 'task',
        sourceReference: { taskId: task._id.toString() },
        metadata: { category: task.category as TaskCategory },
      });
    },
  };
}
