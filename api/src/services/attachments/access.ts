import { canTouchTask, isInScope, type Role } from '@staydesk/contracts';
import { forbidden } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import type { TaskDoc } from '../../models/task';
import { User } from '../../models/user';
import {
  assignedOf,
  findProvidersTask,
  scopeView,
  viewerOf,
  viewerOfPerson,
} from '../tasks-access';

/**
 * A task the caller sees; anything else answers 404, exactly like a missing task. Its files
 * are also its provider's when of another customer (findProvidersTask).
 */
export async function visibleTask(auth: AuthContext, taskId: string): Promise<TaskDoc> {
  return findProvidersTask(auth, await viewerOf(auth), taskId);
}

/**
 * A task the caller may change (comment on, attach to): 404 when unseen, 403 when read-only.
 * Another customer's provider comments on and attaches to the task it works, as its own would.
 */
export async function touchableTask(auth: AuthContext, taskId: string): Promise<TaskDoc> {
  const viewer = await viewerOf(auth);
  const task = await findProvidersTask(auth, viewer, taskId);
  if (!canTouchTask(viewer, assignedOf(task))) {
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
        const viewer = await viewerOfPerson(
          { userId, role, companyId: user.companyId },
          task.customerId,
        );
        if (isInScope(viewer, scopeView(task))) return userId;
      }
      return null;
    }),
  );
  return seeing.filter((id) => id !== null);
}
