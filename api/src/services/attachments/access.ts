import { canTouchTask, isInScope, type TaskViewer } from '@staydesk/contracts';
import { forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import type { TaskDoc } from '../../models/task';
import { User } from '../../models/user';
import { findTask } from '../tasks';

/** The caller as the task rules see them; a partner with its company's colleagues. */
export async function viewerOf(auth: AuthContext): Promise<TaskViewer> {
  const companyId = auth.user.companyId;
  if (auth.role !== 'partner' || !companyId) return { userId: auth.userId, role: auth.role };
  const colleagues = await User.find(
    { companyId, 'memberships.customerId': auth.customerObjectId },
    { _id: 1 },
  ).lean();
  return {
    userId: auth.userId,
    role: auth.role,
    companyUserIds: colleagues.map((user) => user._id.toString()),
  };
}

/** The fields of a stored task the visibility and edit rules read. */
const ruleView = (task: TaskDoc) => ({
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
  if (!isInScope(await viewerOf(auth), ruleView(task))) throw notFound('Task');
  return task;
}

/** A task the caller may change (comment on, attach to): 404 when unseen, 403 when read-only. */
export async function touchableTask(auth: AuthContext, taskId: string): Promise<TaskDoc> {
  const task = await findTask(auth, taskId);
  const viewer = await viewerOf(auth);
  if (!isInScope(viewer, ruleView(task))) throw notFound('Task');
  if (!canTouchTask(viewer, ruleView(task))) {
    throw forbidden(`Your role (${auth.role}) cannot add messages or files to this task`);
  }
  return task;
}
