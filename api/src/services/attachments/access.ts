import type { Types } from 'mongoose';
import { canTouchTask, isInScope, type Role, type TaskViewer } from '@staydesk/contracts';
import { forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import type { TaskDoc } from '../../models/task';
import { User } from '../../models/user';
import { findTask } from '../tasks';

interface Person {
  userId: string;
  role: Role;
  companyId?: string | null;
}

/** A user in one role as the task rules see them; a partner with its company's colleagues. */
export async function viewerOf(person: Person, customerId: Types.ObjectId): Promise<TaskViewer> {
  const { userId, role, companyId } = person;
  if (role !== 'partner' || !companyId) return { userId, role };
  const colleagues = await User.find(
    { companyId, 'memberships.customerId': customerId },
    { _id: 1 },
  ).lean();
  return { userId, role, companyUserIds: colleagues.map((user) => user._id.toString()) };
}

const callerAsViewer = (auth: AuthContext) =>
  viewerOf(
    { userId: auth.userId, role: auth.role, companyId: auth.user.companyId },
    auth.customerObjectId,
  );

/** The fields of a stored task the visibility and edit rules read. */
export const ruleView = (task: TaskDoc) => ({
  status: task.status,
  marketplace_eligible: task.marketplaceEligible,
  assignments: task.assignments.map((assignment) => ({
    user_id: assignment.userId.toString(),
    status: assignment.status,
  })),
});

/** A task the caller sees; anything else answers 404, exactly like a missing task. */
export async function visibleTask(auth: AuthContext, taskId: string): Promise<TaskDoc> {
  const task = await findTask(auth, taskId);
  if (!isInScope(await callerAsViewer(auth), ruleView(task))) throw notFound('Task');
  return task;
}

/** A task the caller may change (comment on, attach to): 404 when unseen, 403 when read-only. */
export async function touchableTask(auth: AuthContext, taskId: string): Promise<TaskDoc> {
  const task = await findTask(auth, taskId);
  const viewer = await callerAsViewer(auth);
  if (!isInScope(viewer, ruleView(task))) throw notFound('Task');
  if (!canTouchTask(viewer, ruleView(task))) {
    throw forbidden(`Your role (${auth.role}) cannot add messages or files to this task`);
  }
  return task;
}

/** Those of the users who see the task in at least one of their roles under its customer. */
export async function usersWhoSee(task: TaskDoc, userIds: readonly string[]): Promise<string[]> {
  const users = await User.find(
    { _id: { $in: userIds }, 'memberships.customerId': task.customerId },
    { memberships: 1, companyId: 1 },
  ).lean();
  const seeing = await Promise.all(
    users.map(async (user) => {
      const membership = user.memberships.find((m) => m.customerId.equals(task.customerId));
      const roles = (membership?.active ? membership.roles : []) as Role[];
      const userId = user._id.toString();
      for (const role of roles) {
        const viewer = await viewerOf({ userId, role, companyId: user.companyId }, task.customerId);
        if (isInScope(viewer, ruleView(task))) return userId;
      }
      return null;
    }),
  );
  return seeing.filter((id) => id !== null);
}
