import {
  followUpCategory,
  followUpPriority,
  taskDraftSchema,
  type IssueType,
} from '@staydesk/contracts';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Types } from 'mongoose';
import { createTask } from '../tasks';
import { recordTaskEvent } from '../task-timeline';
import { issueOf, issueTask, updateIssue } from './access';

/**
 * POST /api/tasks/{id}/issues/follow-up: a structure editor makes a task of the issue, at the
 * same listing, in the category its type maps to, urgent when the issue blocks, else high; the
 * new task names the issue (relatedIssueId) and the issue the task (created_task_id). One per
 * issue: a second request answers the first task.
 */
export async function createFollowUpTask(
  auth: AuthContext,
  taskId: string,
  issueId: string,
): Promise<{ taskId: string }> {
  const { task } = await issueTask(auth, taskId, 'canEditStructure');
  const issue = issueOf(task, issueId);
  if (issue.createdTaskId) return { taskId: issue.createdTaskId.toString() };
  if (issue.status === 'resolved') {
    throw new HttpError(409, 'conflict', 'This issue is resolved: no follow-up task is needed');
  }
  const draft = taskDraftSchema.parse({
    title: `${issue.title}: ${task.title}`.slice(0, 200),
    description: [issue.description, issue.location ? `Location: ${issue.location}` : '']
      .filter(Boolean)
      .join('\n'),
    category: followUpCategory((issue.type ?? 'other') as IssueType),
    priority: followUpPriority({ is_blocking: issue.isBlocking }),
    listingId: task.listingId?.toString(),
    relatedIssueId: issue._id.toString(),
  });
  const created = await createTask(auth, draft);
  // Only the first follow-up is linked; a racing second one stays a task of its own.
  await updateIssue(
    task,
    issue._id,
    { createdTaskId: new Types.ObjectId(created.taskId) },
    { createdTaskId: null },
  );
  await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    type: 'updated',
    description: `${auth.user.name} created a follow-up task for the issue: ${issue.title}`,
    metadata: { issueId: issue._id.toString(), createdTaskId: created.taskId },
  });
  return { taskId: created.taskId };
}
