import {
  approvalDeadlineFor,
  ASSIGNED_SCOPE_ROLES,
  completionRefusal,
  instantIn,
  STALE_WRITE_MESSAGE,
  taskChangeRefusal,
  taskUpdateRefusal,
  TASK_UPDATE_FIELDS,
  type Task,
  type TaskUpdateField,
  type TaskViewer,
  type TimelineEventType,
  type taskUpdateSchema,
} from '@staydesk/contracts';
import type { z } from 'zod';
import { badRequest, forbidden, HttpError } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../models/task';
import { notifyDomainEvent } from './domain-notifications';
import {
  accessSubjects,
  findProvidersTask,
  findVisibleTask,
  issuesOf,
  viewerOf,
} from './tasks-access';
import {
  announceAssignment,
  assignableUser,
  defaultAcceptanceDeadline,
  newAssignment,
} from './tasks-assignments';
import { recordInteraction } from './tasks-history';
import { presentFullTask } from './tasks-read';
import { invoiceCompletedTask } from './invoices/invoices';
import { recordTaskEvent } from './task-timeline';
import { taskTimeZone } from './task-zones';

export type TaskChanges = Omit<z.output<typeof taskUpdateSchema>, 'version'>;

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Due and start dates come as local date-times, read in the task's zone. */
async function localDatesOf(task: TaskDoc, changes: TaskChanges) {
  if (!changes.dueDate && !changes.startDate) return { due: null, start: null };
  const zone = await taskTimeZone(task);
  const inZone = (value: string | null | undefined) => (value ? instantIn(value, zone) : null);
  return { due: inZone(changes.dueDate), start: inZone(changes.startDate) };
}

/** The update fields a body sends (who it claims to be is not a change). */
const fieldsOf = (changes: TaskChanges): TaskUpdateField[] =>
  TASK_UPDATE_FIELDS.filter((field) => changes[field] !== undefined);

/** Completion needs no open blocking issue and every required item done: refused as it stands (422). */
export function completionBlock(task: TaskDoc): HttpError | null {
  const refusal = completionRefusal({ checklist: task.checklist, ...issuesOf(task) });
  return refusal ? new HttpError(422, 'bad_request', refusal) : null;
}

interface Assignee {
  id: string;
  name: string;
}

interface Change {
  field: string;
  from: unknown;
  to: unknown;
}

/** The $set of a change, with the defaults the spec derives from it. */
async function plan(
  auth: AuthContext,
  task: TaskDoc,
  changes: TaskChanges,
  now: Date,
): Promise<{ set: Record<string, unknown>; log: Change[]; assignee: Assignee | null }> {
  const set: Record<string, unknown> = {};
  const log: Change[] = [];
  const put = (field: keyof TaskDoc & string, to: unknown) => {
    set[field] = to;
    log.push({ field, from: task[field] ?? null, to });
  };
  const local = await localDatesOf(task, changes);
  if (changes.status !== undefined && changes.status !== task.status) {
    if (changes.status === 'completed') {
      const block = completionBlock(task);
      if (block) throw block;
    }
    put('status', changes.status);
    set.completedAt =
      changes.status === 'completed' ? (dateOrNull(changes.completedAt) ?? now) : null;
  } else if (changes.completedAt !== undefined) {
    put('completedAt', dateOrNull(changes.completedAt));
  }
  if (changes.category !== undefined) put('category', changes.category);
  if (changes.priority !== undefined) put('priority', changes.priority);
  if (changes.description !== undefined) put('description', changes.description.trim());
  if (changes.estimatedDuration !== undefined) put('estimatedDuration', changes.estimatedDuration);
  if (changes.actualDuration !== undefined) put('actualDuration', changes.actualDuration);
  if (changes.startDate !== undefined) put('startDate', local.start);
  if (changes.startedAt !== undefined) put('startedAt', dateOrNull(changes.startedAt));
  if (changes.dueDate !== undefined) put('dueDate', local.due);
  if (changes.requiresApproval !== undefined) put('requiresApproval', changes.requiresApproval);
  if (changes.requiresAcceptance !== undefined)
    put('requiresAcceptance', changes.requiresAcceptance);
  if (changes.acceptanceDeadline !== undefined) {
    put('acceptanceDeadline', dateOrNull(changes.acceptanceDeadline));
  }
  const due = changes.dueDate !== undefined ? local.due : task.dueDate;
  const requiresApproval = changes.requiresApproval ?? task.requiresApproval;
  if (changes.approvalDeadline !== undefined) {
    put('approvalDeadline', dateOrNull(changes.approvalDeadline));
  } else if (
    requiresApproval &&
    due &&
    (changes.requiresApproval === true || changes.dueDate !== undefined)
  ) {
    put('approvalDeadline', approvalDeadlineFor(due));
  }
  let assignee: Assignee | null = null;
  if (changes.assignedTo === null) {
    put('assignments', []);
  } else if (changes.assignedTo !== undefined) {
    const user = await assignableUser(auth, changes.assignedTo);
    put('assignments', [newAssignment(user, auth.customerObjectId, changes.roleType)]);
    assignee = { id: user._id.toString(), name: user.name };
    const requiresAcceptance = changes.requiresAcceptance ?? task.requiresAcceptance;
    if (requiresAcceptance && changes.acceptanceDeadline === undefined) {
      put('acceptanceDeadline', defaultAcceptanceDeadline(now));
    }
  } else if (changes.roleType !== undefined) {
    const live = task.assignments.findIndex((assignment) => assignment.status !== 'declined');
    if (live < 0) throw badRequest('roleType: The task has no assignee');
    set[`assignments.${live}.roleType`] = changes.roleType;
    log.push({ field: 'roleType', from: task.assignments[live]?.roleType, to: changes.roleType });
  }
  if (changes.convertToTask) {
    if (!task.parentTaskId) throw badRequest('convertToTask: This task is not a subtask');
    put('parentTaskId', null);
    set.subtaskOrder = null;
  }
  return { set, log, assignee };
}

const LABELS: Record<string, string> = {
  dueDate: 'due date',
  startDate: 'start date',
  startedAt: 'start time',
  completedAt: 'completion time',
  estimatedDuration: 'estimated duration',
  actualDuration: 'actual duration',
  requiresApproval: 'requires approval',
  requiresAcceptance: 'requires acceptance',
  acceptanceDeadline: 'acceptance deadline',
  approvalDeadline: 'approval deadline',
  roleType: 'role',
  assignments: 'assignee',
};

function timelineOf(
  log: Change[],
  assigneeName: string | null,
): {
  type: TimelineEventType;
  description: string;
} {
  const fields = log.map((change) => change.field);
  if (fields.includes('parentTaskId')) {
    return { type: 'converted_to_task', description: 'Converted from a subtask to a task' };
  }
  if (fields.includes('assignments')) {
    return {
      type: 'assigned',
      description: assigneeName ? `Assigned to ${assigneeName}` : 'Unassigned',
    };
  }
  const status = log.find((change) => change.field === 'status');
  if (status) {
    return {
      type: 'status_changed',
      description: `Status changed from ${String(status.from)} to ${String(status.to)}`,
    };
  }
  return {
    type: 'updated',
    description: `Updated ${fields.map((field) => LABELS[field] ?? field).join(', ')}`,
  };
}

/**
 * Applies one change to a task the caller sees, under the role table and the completion rule.
 * With `version`, only if nobody changed the task since: else 409 with the task as it is now.
 */
export async function changeTask(
  auth: AuthContext,
  viewer: TaskViewer,
  task: TaskDoc,
  changes: TaskChanges,
  version: number | null,
): Promise<TaskDoc> {
  const fields = fieldsOf(changes);
  if (fields.length === 0) throw badRequest('Send at least one field to change');
  const refusal = taskChangeRefusal(...accessSubjects(auth, viewer, task), fields);
  if (refusal) throw forbidden(refusal);
  const now = new Date();
  const { set, log, assignee } = await plan(auth, task, changes, now);
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, customerId: task.customerId, ...(version !== null && { version }) },
    { $set: { ...set, updatedBy: auth.user._id }, $inc: { version: 1 } },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) {
    const current = await findVisibleTask(auth, viewer, task._id.toString());
    throw new HttpError(409, 'conflict', STALE_WRITE_MESSAGE, {
      task: await presentFullTask(viewer, current),
    });
  }
  await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    ...timelineOf(log, assignee?.name ?? null),
    metadata: log.length === 1 ? { ...log[0] } : { changes: log },
  });
  await recordInteraction(auth, task._id);
  if (assignee) await announceAssignment(auth, updated, assignee.id);
  if (set.status === 'completed') await announceCompletion(auth, updated);
  return updated;
}

/** What follows a task's completion, whoever completed it: its invoice and the notification. */
export async function announceCompletion(auth: AuthContext, completed: TaskDoc): Promise<void> {
  await invoiceCompletedTask(completed);
  await notifyDomainEvent({
    type: 'task.completed',
    customerId: completed.customerId,
    task: {
      id: completed._id.toString(),
      title: completed.title,
      category: completed.category as Task['category'],
    },
    completedBy: auth.user.name,
  });
}

/** PATCH /api/tasks?taskId=: field changes based on `version`. */
export async function updateTask(
  auth: AuthContext,
  taskId: string,
  body: z.output<typeof taskUpdateSchema>,
): Promise<Task> {
  const viewer = await viewerOf(auth);
  const { version, ...changes } = body;
  // A role that may not change these fields on any task hears so before whether the task exists.
  if (!ASSIGNED_SCOPE_ROLES.includes(viewer.role)) {
    const refusal = taskUpdateRefusal(viewer, { assignments: [] }, fieldsOf(changes));
    if (refusal) throw forbidden(refusal);
  }
  // Another customer's provider finds the task it works, to hear why its fields stay unchanged.
  const task = await findProvidersTask(auth, viewer, taskId);
  return presentFullTask(viewer, await changeTask(auth, viewer, task, changes, version));
}

/** PATCH /api/tasks/bulk: each task as if patched alone, without a version. */
export async function bulkUpdateTasks(
  auth: AuthContext,
  body: { taskIds: string[]; assignedTo?: string | null; status?: Task['status'] },
): Promise<{ updated: string[]; refused: Array<{ id: string; message: string }> }> {
  const viewer = await viewerOf(auth);
  const changes: TaskChanges = { assignedTo: body.assignedTo, status: body.status };
  const updated: string[] = [];
  const refused: Array<{ id: string; message: string }> = [];
  // One task the caller cannot see refuses the whole request, before anything changes.
  const tasks = await Promise.all(
    [...new Set(body.taskIds)].map((id) => findVisibleTask(auth, viewer, id)),
  );
  for (const task of tasks) {
    const id = task._id.toString();
    try {
      await changeTask(auth, viewer, task, changes, null);
      updated.push(id);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      refused.push({ id, message: error.message });
    }
  }
  return { updated, refused };
}
