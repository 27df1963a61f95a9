import { Types } from 'mongoose';
import {
  REPORT_ISSUE_TYPE_LABELS,
  reportIsBlocking,
  reportLocation,
  type ReportIssue,
} from '@staydesk/contracts';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { notifyDomainEvent } from '../domain-notifications';
import { recordTaskEvent } from '../task-timeline';
import { issueTask, taskRef } from './access';
import { checkedEvidence } from './evidence';

/** Statuses a blocking issue moves to 'blocked'; a finished task is not reported on. */
const BLOCKABLE = ['todo', 'pending', 'in_progress', 'blocked'];

/** The stored issue: titled by its type, located ('access' for an access problem). */
function newIssue(auth: AuthContext, report: ReportIssue, now: Date) {
  const cost = report.metadata?.costEstimation;
  return {
    _id: new Types.ObjectId(),
    type: report.type,
    title: REPORT_ISSUE_TYPE_LABELS[report.type],
    description: report.description,
    status: 'reported',
    isBlocking: reportIsBlocking(report),
    location: reportLocation(report),
    reportedBy: auth.user._id,
    costEstimation: cost ? { ...cost, estimatedAt: now } : null,
    createdAt: now,
  };
}

/** Adds the issue to a task; a blocking one blocks it while it can still be worked on. */
async function addIssue(task: TaskDoc, issue: { isBlocking: boolean } & Record<string, unknown>) {
  const blocks = issue.isBlocking && BLOCKABLE.includes(task.status);
  await TaskModel.updateOne(
    { _id: task._id },
    {
      $push: { issues: issue },
      $inc: { version: 1 },
      ...(blocks && { $set: { status: 'blocked' } }),
    },
  );
}

/**
 * POST /api/tasks/{id}/issues: the assigned provider or an editor reports an issue with the
 * task's own uploaded files as evidence. A blocking issue blocks the task, and a subtask's
 * issue shows on its parent too, with the subtask's title, blocking it the same way.
 */
export async function reportIssue(
  auth: AuthContext,
  taskId: string,
  report: ReportIssue,
): Promise<{ issueId: string }> {
  const { task } = await issueTask(auth, taskId, 'canEdit');
  if (!BLOCKABLE.includes(task.status)) {
    throw new HttpError(
      409,
      'conflict',
      `This task is ${task.status}: issues can no longer be reported`,
    );
  }
  const evidence = await checkedEvidence(task.customerId, task._id, report);
  const issue = { ...newIssue(auth, report, new Date()), ...evidence };
  await addIssue(task, issue);
  const parent = task.parentTaskId
    ? await TaskModel.findById(task.parentTaskId).lean<TaskDoc>()
    : null;
  if (parent) await addIssue(parent, { ...issue, fromSubtask: true, subtaskTitle: task.title });
  for (const reported of parent ? [task, parent] : [task]) {
    await recordTaskEvent(auth, task.customerId, {
      taskId: reported._id,
      type: 'issue_reported',
      description: `${auth.user.name} reported ${issue.isBlocking ? 'a blocking issue' : 'an issue'}: ${issue.title}`,
      metadata: { issueId: issue._id.toString(), blocking: issue.isBlocking },
    });
  }
  await notifyDomainEvent({
    type: 'issue.reported',
    customerId: task.customerId,
    task: taskRef(task),
    issue: { id: issue._id.toString(), title: issue.title, blocking: issue.isBlocking },
    reportedBy: auth.user.name,
  });
  return { issueId: issue._id.toString() };
}
