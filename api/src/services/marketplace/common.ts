import { type Types } from 'mongoose';
import type { Task, TaskCategory } from '@staydesk/contracts';
import { notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { publish } from '../live-events';
import { notify } from '../notify';
import { objectIdOrNull, viewerOf } from '../tasks-access';
import { presentFullTask } from '../tasks-read';
import { LIVE_ASSIGNMENT_STATUSES } from '../tasks-access';

/** A task of the caller's customer; another customer's, or none, answers 404 alike. */
export async function ownTask(auth: AuthContext, taskId: string): Promise<TaskDoc> {
  const id = objectIdOrNull(taskId);
  const task = id
    ? await TaskModel.findOne({ _id: id, customerId: auth.customerObjectId }).lean<TaskDoc>()
    : null;
  if (!task) throw notFound('Task');
  return task;
}

/**
 * A task a provider may bid on or claim: one of its own customer, or another customer's that is
 * offered publicly. Anything else answers like a missing task.
 */
export async function taskForProvider(auth: AuthContext, taskId: string): Promise<TaskDoc> {
  const id = objectIdOrNull(taskId);
  const task = id
    ? await TaskModel.findOne({
        _id: id,
        $or: [
          { customerId: auth.customerObjectId },
          { marketplaceEligible: true, 'marketplaceOffer.public': true },
        ],
      }).lean<TaskDoc>()
    : null;
  if (!task) throw notFound('Task');
  return task;
}

export const hasLiveAssignment = (task: Pick<TaskDoc, 'assignments'>) =>
  task.assignments.some((assignment) => LIVE_ASSIGNMENT_STATUSES.includes(assignment.status));

/** Why a provider may not bid on or claim the task now, or null. */
export function offerRefusal(task: TaskDoc, now: Date): string | null {
  const offer = task.marketplaceOffer;
  if (!task.marketplaceEligible || !offer) return 'This task is not on the marketplace';
  if (task.status === 'completed' || task.status === 'cancelled') return 'This task is closed';
  if (hasLiveAssignment(task) || offer.takenBy) return 'This task is already assigned';
  if (offer.visibleFrom > now) return 'This task is not offered yet';
  if (offer.expiresAt <= now) return 'This offer has expired';
  return null;
}

/** The condition, for a conditional update, that the offer is still open to all. */
export const offerStillOpen = (now: Date) => ({
  marketplaceEligible: true,
  'marketplaceOffer.takenBy': null,
  'marketplaceOffer.expiresAt': { $gt: now },
});

/** The marketplace timeline's new entry, for a $push beside the change. */
export const timelineEntry = (description: string, at = new Date()) => ({
  marketplaceTimeline: { description, createdAt: at },
});

/** Tells every open view of the task to read it again (live topic 'tasks'). */
export const publishTaskChange = (task: Pick<TaskDoc, '_id' | 'customerId'>, type: string) =>
  publish({
    customerId: task.customerId,
    topic: 'tasks',
    type: `task.${type}`,
    payload: { taskId: task._id.toString() },
  });

/** The task as the caller reads it after a change. */
export const presentForCaller = async (auth: AuthContext, task: TaskDoc): Promise<Task> =>
  presentFullTask(await viewerOf(auth), task);

export interface ProviderNotice {
  /** The customer the provider works under: the task's own, or the provider's for a public offer. */
  customerId: Types.ObjectId;
  userIds: readonly Types.ObjectId[];
  type: 'bid_accepted' | 'bid_declined' | 'marketplace_invite';
  title: string;
  description: string;
  task: { _id: Types.ObjectId; title: string; category: string };
}

/** A notification for named providers only, opening the task. */
export const notifyProviders = (notice: ProviderNotice) =>
  notify({
    customerId: notice.customerId,
    kind: 'assignment',
    type: notice.type,
    title: notice.title,
    description: notice.description,
    target: { assigneeIds: notice.userIds.map(String) },
    sourceType: 'task',
    sourceReference: { taskId: notice.task._id.toString() },
    metadata: { category: notice.task.category as TaskCategory },
  });
