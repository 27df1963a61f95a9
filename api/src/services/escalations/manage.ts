import { Types } from 'mongoose';
import {
  canEditStructure,
  type CreateEscalation,
  type Task,
  type UpdateEscalationRules,
} from '@staydesk/contracts';
import { forbidden, HttpError, notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Escalation } from '../../models/escalation';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { findVisibleTask, viewerOf } from '../tasks-access';
import { presentFullTask } from '../tasks-read';
import { escalationClock } from './clock';
import { scheduleEscalations } from './history';
import { offerOnMarketplace } from './offer';
import { publishEscalationChange, tellEscalation } from './tell';

const REASON_LABELS = { no_progress: 'no progress', quality_issues: 'quality issues' } as const;

/** The task a structure editor acts on: 403 for other roles, 404 outside the caller's tasks. */
async function taskForEscalation(auth: AuthContext, taskId: string) {
  if (!canEditStructure(auth.role)) {
    throw forbidden(`Your role (${auth.role}) cannot manage escalations`);
  }
  const viewer = await viewerOf(auth);
  return { viewer, task: await findVisibleTask(auth, viewer, taskId) };
}

const refuseCompleted = (task: TaskDoc) => {
  if (task.status === 'completed') {
    throw new HttpError(409, 'conflict', 'This task is completed: it can no longer be escalated');
  }
};

/** PATCH /api/tasks/marketplace/escalations: the task's seven rules, within their bounds. */
export async function updateEscalationRules(
  auth: AuthContext,
  body: UpdateEscalationRules,
): Promise<Task> {
  const { viewer, task } = await taskForEscalation(auth, body.taskId);
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, customerId: task.customerId },
    { $set: { escalationRules: body.rules, updatedBy: auth.user._id }, $inc: { version: 1 } },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw notFound('Task');
  await scheduleEscalations(updated._id);
  await publishEscalationChange(updated);
  return presentFullTask(viewer, updated);
}

/**
 * POST /api/tasks/marketplace/escalations: a manual warning (no progress, quality issues), or
 * the task escalated to the marketplace, its unanswered assignments handed back.
 */
export async function createEscalation(auth: AuthContext, body: CreateEscalation): Promise<Task> {
  const { viewer, task } = await taskForEscalation(auth, body.taskId);
  refuseCompleted(task);
  const now = escalationClock.now();
  const providerIds = task.assignments
    .filter((assignment) => assignment.status === 'pending' || assignment.status === 'accepted')
    .map((assignment) => assignment.userId);
  let current = task;
  if ('action' in body) {
    if (task.marketplaceEligible) {
      throw new HttpError(409, 'conflict', 'This task is already on the marketplace');
    }
    if (task.assignments.some((a) => a.status === 'accepted')) {
      throw new HttpError(409, 'conflict', 'A provider already accepted this task');
    }
    current = await offerOnMarketplace(task, now).catch((error: unknown) => {
      if (error instanceof HttpError) throw error;
      throw new HttpError(409, 'conflict', 'The task changed meanwhile; try again');
    });
  }
  const id = new Types.ObjectId();
  const record = await Escalation.create({
    _id: id,
    stepKey: `manual:${id.toString()}`,
    customerId: task.customerId,
    taskId: task._id,
    createdBy: auth.user._id,
    createdAt: now,
    toldAt: now,
    ...('action' in body
      ? {
          reason: 'escalated_to_marketplace',
          level: 'marketplace',
          details: `${auth.user.name} escalated the task to the marketplace`,
          resolvesOn: 'acceptance',
        }
      : {
          reason: body.reason,
          level: 'warning',
          details: body.details || `${auth.user.name} raised ${REASON_LABELS[body.reason]}`,
          resolvesOn: 'completion',
        }),
  });
  await tellEscalation(task, record, {
    title: 'action' in body ? 'Task escalated to the marketplace' : 'Task escalated',
    description:
      'action' in body
        ? `${auth.user.name} offered ${task.title} on the marketplace`
        : `${auth.user.name} raised ${REASON_LABELS[body.reason]} on ${task.title}`,
    providerIds,
    managers: true,
  });
  await scheduleEscalations(task._id);
  return presentFullTask(viewer, (await TaskModel.findById(task._id).lean<TaskDoc>()) ?? current);
}
