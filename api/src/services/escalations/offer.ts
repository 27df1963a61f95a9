import { Types } from 'mongoose';
import { makeEligibleSchema } from '@staydesk/contracts';
import type { TaskDoc } from '../../models/task';
import { Task as TaskModel } from '../../models/task';
import { offerTask } from '../marketplace/offers';

/** Thrown when the task changed between reading and writing it: the step is tried again. */
export class TaskChangedError extends Error {
  constructor() {
    super('The task changed meanwhile');
  }
}

type Assignment = TaskDoc['assignments'][number];
/** An assignment as written back: lean documents are plain objects. */
export type AssignmentWrite = Record<string, unknown>;

const declined = (assignment: Assignment): AssignmentWrite => ({
  ...(assignment as unknown as AssignmentWrite),
  status: 'declined',
  acceptanceStatus: 'declined',
});

/** More of the same conditional update: what must also hold, and what it also sets and pushes. */
export interface AlsoWritten {
  condition?: Record<string, unknown>;
  set?: Record<string, unknown>;
  push?: Record<string, unknown>;
}

/**
 * Writes a task's assignments (and more) if nobody changed the task since it was read: the
 * version check is the conditional update that keeps two writers from both winning.
 */
export async function rewriteTask(
  task: TaskDoc,
  assignments: readonly AssignmentWrite[],
  also: AlsoWritten = {},
): Promise<TaskDoc> {
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, version: task.version, ...also.condition },
    {
      $set: { assignments, ...also.set },
      ...(also.push && { $push: also.push }),
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw new TaskChangedError();
  return updated;
}

/** The assignments with the given one (or every one still waiting for an answer) declined. */
export function withDeclined(
  task: TaskDoc,
  which: Types.ObjectId | 'unanswered',
): AssignmentWrite[] {
  return task.assignments.map((assignment) =>
    (
      which === 'unanswered'
        ? assignment.acceptanceStatus === 'pending' && assignment.status === 'pending'
        : assignment._id.equals(which)
    )
      ? declined(assignment)
      : (assignment as unknown as AssignmentWrite),
  );
}

/** A pending assignment of the backup provider, in the role type of the one it replaces. */
export const backupAssignment = (
  userId: Types.ObjectId,
  roleType: string | null | undefined,
  at: Date,
): AssignmentWrite & { _id: Types.ObjectId } => ({
  _id: new Types.ObjectId(),
  userId,
  status: 'pending',
  acceptanceStatus: 'pending',
  approvalStatus: 'none',
  roleType: roleType ?? 'staff',
  notes: 'Backup provider',
  startedAt: null,
  completedAt: null,
  createdAt: at,
});

/**
 * Offers the task on the marketplace through the marketplace's own offer (its defaults: a
 * maximum bid of 500, the task's category as the skill), until `expiresAt` or for the default
 * two days, then declines its unanswered assignments: an offered task has no live assignment.
 */
export async function offerOnMarketplace(
  task: TaskDoc,
  now: Date,
  expiresAt?: Date,
): Promise<TaskDoc> {
  const input = makeEligibleSchema.parse({
    action: 'make_eligible',
    visibleFrom: now.toISOString(),
    ...(expiresAt && { expiresAt: expiresAt.toISOString() }),
  });
  const offered = await offerTask(task, input, null, now);
  return rewriteTask(offered, withDeclined(offered, 'unanswered'));
}
