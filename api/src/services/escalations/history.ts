import { EventEmitter } from 'node:events';
import type { Types } from 'mongoose';
import type { Escalation as EscalationRead } from '@staydesk/contracts';
import { Escalation, EscalationStep, type EscalationDoc } from '../../models/escalation';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { escalationClock } from './clock';
import { isWatched, planSteps, type PlanHistory } from './plan';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function presentEscalation(doc: EscalationDoc): EscalationRead {
  return {
    id: doc._id.toString(),
    reason: doc.reason,
    escalation_level: doc.level,
    created_at: doc.createdAt.toISOString(),
    resolved_at: iso(doc.resolvedAt),
    details: doc.details ?? '',
    from_provider_id: doc.fromProviderId ? doc.fromProviderId.toString() : null,
    to_provider_id: doc.toProviderId ? doc.toProviderId.toString() : null,
  };
}

/** A task's escalations as its read model carries them: oldest first. */
export async function escalationsOfTask(
  customerId: Types.ObjectId,
  taskId: Types.ObjectId,
): Promise<EscalationRead[]> {
  const docs = await Escalation.find({ customerId, taskId })
    .sort({ createdAt: 1, _id: 1 })
    .lean<EscalationDoc[]>();
  return docs.map(presentEscalation);
}

/** What the plan needs from a task's history. */
export async function planHistoryOf(
  task: Pick<TaskDoc, '_id' | 'customerId'>,
): Promise<PlanHistory> {
  const docs = await Escalation.find(
    { customerId: task.customerId, taskId: task._id },
    { level: 1, backupAssignmentId: 1, createdAt: 1 },
  )
    .sort({ createdAt: 1, _id: 1 })
    .lean<EscalationDoc[]>();
  const offers = docs.filter((doc) => doc.level === 'marketplace');
  const last = offers[offers.length - 1];
  return {
    backupAssignmentIds: new Set(
      docs.flatMap((doc) => (doc.backupAssignmentId ? [doc.backupAssignmentId.toString()] : [])),
    ),
    lastMarketplaceOffer: last ? { id: last._id.toString(), at: last.createdAt } : null,
  };
}

/** Tells this process's engines that a step was scheduled, so they look at its time. */
export const escalationWakeups = new EventEmitter();
escalationWakeups.setMaxListeners(0);

const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: number }).code === 11000;

/**
 * Ends the escalations a task's change settled: a provider who accepted ends those waiting for
 * acceptance, a completed task ends them all.
 */
async function resolveSettled(task: TaskDoc, at: Date): Promise<void> {
  const accepted = task.assignments.some(
    (assignment) => assignment.status === 'accepted' && assignment.acceptanceStatus === 'accepted',
  );
  if (task.status !== 'completed' && !accepted) return;
  await Escalation.updateMany(
    {
      customerId: task.customerId,
      taskId: task._id,
      resolvedAt: null,
      ...(task.status !== 'completed' && { resolvesOn: 'acceptance' }),
    },
    { $set: { resolvedAt: at } },
  );
}

/**
 * Brings a task's escalation steps in line with the task as it is now: steps it now needs are
 * written (or moved to their new time), pending ones it no longer needs are cancelled, and the
 * escalations its change settled are resolved. Called after every change the steps depend on:
 * an assignment made or answered, the task started or completed, its rules changed.
 */
export async function scheduleEscalations(taskId: Types.ObjectId | string): Promise<void> {
  const task = await TaskModel.findById(taskId).lean<TaskDoc>();
  if (!task) return;
  const now = escalationClock.now();
  await resolveSettled(task, now);
  // A task the engine does not watch has no steps: its history is not worth a read.
  const plan = isWatched(task) ? planSteps(task, await planHistoryOf(task)) : [];
  if (plan.length > 0) {
    await EscalationStep.bulkWrite(
      plan.map((step) => ({
        updateOne: {
          filter: { taskId: task._id, key: step.key },
          update: {
            $setOnInsert: {
              customerId: task.customerId,
              step: step.step,
              state: 'pending',
              attempts: 0,
            },
            $set: { dueAt: step.dueAt },
          },
          upsert: true,
        },
      })),
      { ordered: false },
    ).catch((error: unknown) => {
      // Another instance scheduled the same step at the same moment: it is there once.
      if (!isDuplicateKey(error)) throw error;
    });
  }
  const keys = plan.map((step) => step.key);
  await EscalationStep.updateMany(
    { taskId: task._id, state: 'pending', key: { $nin: keys } },
    { $set: { state: 'cancelled' } },
  );
  // A step cancelled earlier (the task was unassigned) applies again (it was reassigned).
  if (keys.length > 0) {
    await EscalationStep.updateMany(
      { taskId: task._id, state: 'cancelled', key: { $in: keys } },
      { $set: { state: 'pending', attempts: 0 } },
    );
  }
  escalationWakeups.emit('scheduled');
}

/**
 * Schedules without failing the change that asked for it: the engine's next look at the task
 * (or the next change) plans it again.
 */
export function scheduleEscalationsSoon(taskId: Types.ObjectId | string): Promise<void> {
  return scheduleEscalations(taskId).catch(() => undefined);
}

export { isDuplicateKey };
