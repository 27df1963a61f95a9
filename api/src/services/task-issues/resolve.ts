import { hasOpenBlockingIssue, type ResolveIssue } from '@staydesk/contracts';
import { type Types } from 'mongoose';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { notifyDomainEvent } from '../domain-notifications';
import { issuesOf } from '../tasks-access';
import { recordTaskEvent } from '../task-timeline';
import { issueOf, issueTask, taskRef, updateIssue } from './access';

/**
 * A blocked task whose last open blocking issue was resolved goes back to work: in progress if
 * it was started, else to do. The write holds only while the task is as read (its version), so
 * a blocking issue reported meanwhile keeps it blocked.
 */
async function unblockIfClear(taskId: Types.ObjectId): Promise<void> {
  const task = await TaskModel.findById(taskId).lean<TaskDoc>();
  if (!task || task.status !== 'blocked' || hasOpenBlockingIssue(issuesOf(task))) return;
  await TaskModel.updateOne(
    { _id: task._id, version: task.version, status: 'blocked' },
    { $set: { status: task.startedAt ? 'in_progress' : 'todo' }, $inc: { version: 1 } },
  );
}

/**
 * PATCH /api/tasks/{id}/issues: an editor or the assigned provider resolves an issue, on this
 * task and on the parent or subtask that shows the same issue; the last blocking one unblocks.
 */
export async function resolveIssue(
  auth: AuthContext,
  taskId: string,
  input: ResolveIssue,
): Promise<{ issueId: string }> {
  const { task } = await issueTask(auth, taskId, 'canEdit');
  const issue = issueOf(task, input.issueId);
  if (issue.status === 'resolved') {
    throw new HttpError(409, 'conflict', 'This issue is already resolved');
  }
  const related = [task.parentTaskId, ...(await subtaskIdsOf(task))].filter(
    (id): id is Types.ObjectId => id !== null,
  );
  const now = new Date();
  for (const target of [task, ...related]) {
    const id = 'issues' in target ? target._id : target;
    const resolved = await updateIssue(
      target,
      issue._id,
      { status: 'resolved', resolvedAt: now, resolvedBy: auth.user._id },
      { status: { $ne: 'resolved' } },
    );
    if (!resolved) continue;
    await unblockIfClear(id);
    await recordTaskEvent(auth, task.customerId, {
      taskId: id,
      type: 'issue_resolved',
      description: `${auth.user.name} resolved the issue: ${issue.title}`,
      metadata: { issueId: issue._id.toString() },
    });
  }
  const told = new Set(
    [issue.reportedBy, ...task.assignments.map((assignment) => assignment.userId)]
      .filter((id): id is Types.ObjectId => id !== null && id !== undefined)
      .map(String),
  );
  told.delete(auth.userId);
  if (told.size > 0) {
    await notifyDomainEvent({
      type: 'issue.resolved',
      customerId: task.customerId,
      task: taskRef(task),
      issue: { id: issue._id.toString(), title: issue.title },
      resolvedBy: auth.user.name,
      recipientIds: [...told],
    });
  }
  return { issueId: issue._id.toString() };
}

/** The subtasks that may show the issue (a subtask's issue shows on its parent). */
const subtaskIdsOf = async (task: TaskDoc): Promise<Types.ObjectId[]> =>
  (await TaskModel.find({ parentTaskId: task._id }, { _id: 1 }).lean()).map((entry) => entry._id);
