import { Types } from 'mongoose';
import {
  assignmentResponseRefusal,
  isAssignedToViewer,
  ROLE_TYPES,
  type Task,
  type TaskViewer,
} from '@staydesk/contracts';
import { badRequest, forbidden, HttpError, notFound } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../models/task';
import { User, type UserDoc } from '../models/user';
import { notifyDomainEvent } from './domain-notifications';
import { givingBackToMarketplace } from './marketplace/declined-assignment';
import { findTaskOfAssignment, objectIdOrNull, viewerOf } from './tasks-access';
import { presentFullTask } from './tasks-read';
import { recordInteraction } from './tasks-history';
import { recordTaskEvent } from './task-timeline';

const HOUR_MS = 3_600_000;
/** How long an assignee has to accept when the task asks for acceptance. */
export const ACCEPTANCE_WINDOW_HOURS = 48;

type RoleType = Task['assignments'][number]['role_type'];

/** The provider type a user works as, from its roles; null for anyone else. */
export const providerTypeOf = (roles: readonly string[]): RoleType | null =>
  ROLE_TYPES.find((type) => roles.includes(type)) ?? null;

/**
 * The user a task may be handed to: an active user of the customer; for a partner, one of its
 * own company. Anyone else is a 400 naming the field.
 */
export async function assignableUser(
  auth: AuthContext,
  userId: string,
): Promise<Pick<UserDoc, '_id' | 'name' | 'memberships'>> {
  const id = objectIdOrNull(userId);
  const user = id
    ? await User.findOne(
        {
          _id: id,
          memberships: { $elemMatch: { customerId: auth.customerObjectId, active: true } },
          ...(auth.role === 'partner' && { companyId: auth.user.companyId ?? '\u0000' }),
        },
        { name: 1, memberships: 1 },
      ).lean<Pick<UserDoc, '_id' | 'name' | 'memberships'>>()
    : null;
  if (!user) {
    throw badRequest(
      auth.role === 'partner'
        ? 'assignedTo: Choose a user of your own company'
        : 'assignedTo: Choose a user of your team',
    );
  }
  return user;
}

/** A fresh pending assignment of the user, in its role's type unless one is given. */
export function newAssignment(
  user: Pick<UserDoc, '_id' | 'memberships'>,
  customerId: Types.ObjectId,
  roleType?: RoleType,
) {
  const roles = user.memberships.find((m) => m.customerId.equals(customerId))?.roles ?? [];
  return {
    _id: new Types.ObjectId(),
    userId: user._id,
    status: 'pending',
    acceptanceStatus: 'pending',
    approvalStatus: 'none',
    roleType: roleType ?? providerTypeOf(roles) ?? 'staff',
    notes: '',
    startedAt: null,
    completedAt: null,
    createdAt: new Date(),
  };
}

export const defaultAcceptanceDeadline = (now: Date) =>
  new Date(now.getTime() + ACCEPTANCE_WINDOW_HOURS * HOUR_MS);

/** Tells the new assignee, and only them, with a link to the task. */
export async function announceAssignment(auth: AuthContext, task: TaskDoc, assigneeId: string) {
  await notifyDomainEvent({
    type: 'task.assigned',
    customerId: task.customerId,
    task: {
      id: task._id.toString(),
      title: task.title,
      category: task.category as Task['category'],
    },
    assigneeIds: [assigneeId],
    assignedBy: auth.user.name,
  });
}

/**
 * POST /api/tasks/assignments/:id/respond: the assignee (or a partner for its company's
 * assignee) accepts or declines a pending assignment, with optional notes.
 */
export async function respondToAssignment(
  auth: AuthContext,
  assignmentId: string,
  response: { accept: boolean; notes?: string },
): Promise<Task> {
  const viewer: TaskViewer = await viewerOf(auth);
  const id = objectIdOrNull(assignmentId);
  const task = id ? await findTaskOfAssignment(auth, viewer, id) : null;
  const assignment = task?.assignments.find((entry) => entry._id.equals(id!));
  if (!task || !assignment) throw notFound('Assignment');
  const responder = { assignments: [{ user_id: assignment.userId.toString() }] };
  if (!isAssignedToViewer(viewer, responder)) {
    throw forbidden('Only the assignee can respond to this assignment');
  }
  const refusal = assignmentResponseRefusal(task.status, assignment);
  if (refusal) throw new HttpError(409, 'conflict', refusal);
  const outcome = response.accept ? 'accepted' : 'declined';
  const at = `assignments.${task.assignments.indexOf(assignment)}`;
  const givenBack = response.accept
    ? null
    : await givingBackToMarketplace(auth, task, assignment, response.notes, new Date());
  const updated = await TaskModel.findOneAndUpdate(
    {
      _id: task._id,
      [`${at}._id`]: assignment._id,
      [`${at}.acceptanceStatus`]: 'pending',
      ...givenBack?.condition,
    },
    {
      $set: {
        [`${at}.acceptanceStatus`]: outcome,
        [`${at}.status`]: outcome,
        [`${at}.notes`]: response.notes ?? '',
        updatedBy: auth.user._id,
        ...givenBack?.set,
      },
      ...(givenBack && { $push: givenBack.push }),
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw new HttpError(409, 'conflict', 'This assignment was already answered');
  await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    type: 'assignment_responded',
    description: `${auth.user.name} ${outcome} the assignment${response.notes ? `: ${response.notes}` : ''}`,
    metadata: { assignmentId, accept: response.accept, notes: response.notes ?? '' },
  });
  await recordInteraction(auth, task._id);
  await givenBack?.tell();
  return presentFullTask(viewer, updated);
}
