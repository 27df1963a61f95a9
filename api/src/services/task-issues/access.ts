import {
  canEditStructure,
  canTouchTask,
  type TaskCategory,
  type TaskViewer,
} from '@staydesk/contracts';
import { forbidden, HttpError } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import type { Types } from 'mongoose';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import type { TaskRef } from '../domain-notifications';
import { assignedOf, findProvidersTask, findVisibleTask, viewerOf } from '../tasks-access';

export type IssueRight = 'canEdit' | 'canEditStructure';

/**
 * The task the caller acts on an issue of: of its customer and in its scope, or for reporting
 * and resolving another customer's it is the assigned provider of (anything else is 404), and
 * one it may change: canEdit (assigned providers and editors) reports and resolves,
 * canEditStructure makes follow-up tasks (spec §6).
 */
export async function issueTask(
  auth: AuthContext,
  taskId: string,
  right: IssueRight,
): Promise<{ viewer: TaskViewer; task: TaskDoc }> {
  const viewer = await viewerOf(auth);
  // Follow-up tasks are the task's customer's to make: another customer's provider only reports.
  const task =
    right === 'canEdit'
      ? await findProvidersTask(auth, viewer, taskId)
      : await findVisibleTask(auth, viewer, taskId);
  if (right === 'canEditStructure' && !canEditStructure(viewer.role)) {
    throw forbidden(`Your role (${viewer.role}) cannot create follow-up tasks`);
  }
  if (right === 'canEdit' && !canTouchTask(viewer, assignedOf(task))) {
    throw forbidden('Only the assigned provider or an editor of this task can do this');
  }
  return { viewer, task };
}

export const issueOf = (task: TaskDoc, issueId: string) => {
  const issue = task.issues.find((entry) => entry._id.toString() === issueId);
  if (!issue) throw new HttpError(404, 'not_found', 'Issue not found');
  return issue;
};

export const taskRef = (task: TaskDoc): TaskRef => ({
  id: task._id.toString(),
  title: task.title,
  category: task.category as TaskCategory,
});

type IssuesOf = Pick<TaskDoc, '_id' | 'issues'>;

/**
 * Sets fields of one issue of a task (the task as already read, or its id to read it), only
 * while the issue still matches `only`: by the issue's place in the array, which every server
 * we run on supports (the positional operator with $elemMatch is not). The write names the
 * issue at that place, so a task changed since it was read is left as it is. Answers whether
 * the task was changed.
 */
export async function updateIssue(
  target: Types.ObjectId | IssuesOf,
  issueId: Types.ObjectId,
  fields: Record<string, unknown>,
  only: Record<string, unknown>,
): Promise<boolean> {
  const task =
    'issues' in target ? target : await TaskModel.findById(target, { issues: 1 }).lean<IssuesOf>();
  if (!task) return false;
  const taskId = task._id;
  const index = task.issues.findIndex((issue) => issue._id.equals(issueId));
  if (index < 0) return false;
  const at = (field: string) => `issues.${index}.${field}`;
  const { modifiedCount } = await TaskModel.updateOne(
    {
      _id: taskId,
      [at('_id')]: issueId,
      ...Object.fromEntries(Object.entries(only).map(([field, value]) => [at(field), value])),
    },
    {
      $set: Object.fromEntries(Object.entries(fields).map(([field, value]) => [at(field), value])),
      $inc: { version: 1 },
    },
  );
  return modifiedCount > 0;
}
