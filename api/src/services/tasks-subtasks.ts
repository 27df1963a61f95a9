import {
  canEditStructure,
  dueDateUnderParent,
  type Task,
  type subtaskCreateSchema,
} from '@staydesk/contracts';
import type { z } from 'zod';
import { badRequest, forbidden } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../models/task';
import { findVisibleTask, viewerOf } from './tasks-access';
import { recordInteraction } from './tasks-history';
import { presentFullTask } from './tasks-read';
import { recordTaskEvent } from './task-timeline';
import { taskTimeZone } from './task-zones';

/** The next place in the parent's list of subtasks. */
async function nextSubtaskOrder(parent: TaskDoc): Promise<number> {
  const last = await TaskModel.findOne({ parentTaskId: parent._id }, { subtaskOrder: 1 })
    .sort({ subtaskOrder: -1 })
    .lean();
  return (last?.subtaskOrder ?? -1) + 1;
}

/** Creates a subtask of a task (no deeper): the parent's listing, due a day before it. */
export async function insertSubtask(
  auth: AuthContext,
  parent: TaskDoc,
  input: {
    title: string;
    description: string;
    category: Task['category'];
    priority: Task['priority'];
  },
  now = new Date(),
): Promise<TaskDoc> {
  if (parent.parentTaskId) throw badRequest('parentTaskId: A subtask cannot have subtasks');
  const created = await TaskModel.create({
    customerId: parent.customerId,
    title: input.title,
    description: input.description,
    category: input.category,
    priority: input.priority,
    dueDate: dueDateUnderParent(parent.dueDate ?? null, now, await taskTimeZone(parent)),
    listingId: parent.listingId,
    reservationId: parent.reservationId,
    parentTaskId: parent._id,
    subtaskOrder: await nextSubtaskOrder(parent),
    createdBy: auth.user._id,
    updatedBy: auth.user._id,
  });
  await recordTaskEvent(auth, parent.customerId, {
    taskId: created._id,
    type: 'created',
    description: `Created as a subtask of ${parent.title}`,
  });
  await recordTaskEvent(auth, parent.customerId, {
    taskId: parent._id,
    type: 'subtask_created',
    description: `Added subtask ${input.title}`,
    metadata: { subtaskId: created._id.toString() },
  });
  return created.toObject() as TaskDoc;
}

/** POST /api/tasks?customerId=&taskId=: structure editors add a subtask. */
export async function createSubtask(
  auth: AuthContext,
  taskId: string,
  body: z.output<typeof subtaskCreateSchema>,
): Promise<Task> {
  if (!canEditStructure(auth.role)) {
    throw forbidden(`Your role (${auth.role}) cannot add subtasks`);
  }
  const viewer = await viewerOf(auth);
  const parent = await findVisibleTask(auth, viewer, taskId);
  if (body.parentTaskId && body.parentTaskId !== taskId) {
    throw badRequest('parentTaskId: Must be the taskId of the request');
  }
  const subtask = await insertSubtask(auth, parent, body);
  await recordInteraction(auth, parent._id);
  return presentFullTask(viewer, subtask);
}
