import { Types } from 'mongoose';
import {
  providerStartAction,
  taskDraftSchema,
  type Task,
  type TaskDraft,
  type TaskStatus,
} from '@staydesk/contracts';
import { badRequest, forbidden, notFound } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { parseWith } from '../middleware/validate';
import { Listing } from '../models/listing';
import { Task as TaskModel, type TaskDoc } from '../models/task';
import { presentTask, type ListingSummary } from '../presenters/task';
import { publish } from './live-events';

const objectIdOrNull = (id: string) => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null);

async function listingSummaries(customerId: Types.ObjectId, ids: Types.ObjectId[]) {
  if (ids.length === 0) return new Map<string, ListingSummary>();
  const listings = await Listing.find(
    { customerId, _id: { $in: ids } },
    { name: 1, location: 1 },
  ).lean();
  return new Map(
    listings.map((listing) => [
      listing._id.toString(),
      { id: listing._id.toString(), name: listing.name, city: listing.location?.city ?? '' },
    ]),
  );
}

async function presentMany(auth: AuthContext, tasks: TaskDoc[]): Promise<Task[]> {
  const listingIds = tasks.flatMap((task) => (task.listingId ? [task.listingId] : []));
  const listings = await listingSummaries(auth.customerObjectId, listingIds);
  return tasks.map((task) =>
    presentTask(task, task.listingId ? (listings.get(task.listingId.toString()) ?? null) : null),
  );
}

/** A task of the caller's customer; another customer's id answers exactly like a missing one. */
export async function findTask(auth: AuthContext, taskId: string): Promise<TaskDoc> {
  const id = objectIdOrNull(taskId);
  const task = id
    ? await TaskModel.findOne({ _id: id, customerId: auth.customerObjectId }).lean<TaskDoc>()
    : null;
  if (!task) throw notFound('Task');
  return task;
}

export async function getTask(auth: AuthContext, taskId: string): Promise<Task> {
  const [task] = await presentMany(auth, [await findTask(auth, taskId)]);
  if (!task) throw notFound('Task');
  return task;
}

export interface TaskListOptions {
  limit: number;
  listingId?: string;
  statuses?: readonly TaskStatus[];
}

export async function listTasks(auth: AuthContext, options: TaskListOptions) {
  const filter: Record<string, unknown> = { customerId: auth.customerObjectId };
  if (options.listingId) filter.listingId = objectIdOrNull(options.listingId);
  if (options.statuses) filter.status = { $in: options.statuses };
  const tasks = await TaskModel.find(filter)
    .sort({ dueDate: 1, _id: 1 })
    .limit(options.limit)
    .lean<TaskDoc[]>();
  return presentMany(auth, tasks);
}

/** The id of a document of the caller's customer, or a clear 400 when there is none. */
async function ownedId(
  auth: AuthContext,
  model: { exists(filter: object): Promise<unknown> },
  id: string | undefined,
  what: string,
): Promise<Types.ObjectId | null> {
  if (!id) return null;
  const objectId = objectIdOrNull(id);
  if (!objectId || !(await model.exists({ _id: objectId, customerId: auth.customerObjectId }))) {
    throw badRequest(`${what} not found`);
  }
  return objectId;
}

export async function createTask(auth: AuthContext, draft: TaskDraft): Promise<Task> {
  const input = parseWith(taskDraftSchema, draft);
  const listingId = await ownedId(auth, Listing, input.listingId, 'Listing');
  const parentTaskId = await ownedId(auth, TaskModel, input.subtaskOf, 'Parent task');
  const created = await TaskModel.create({
    customerId: auth.customerObjectId,
    title: input.title,
    description: input.description,
    category: input.category,
    priority: input.priority,
    dueDate: input.dueDate ? new Date(input.dueDate) : null,
    marketplaceEligible: input.marketplaceEligible,
    listingId,
    parentTaskId,
    createdBy: new Types.ObjectId(auth.userId),
    checklist: input.checklist.map((item) => ({
      title: item.text,
      required: item.required,
      section: item.section,
    })),
  });
  await publish({
    customerId: auth.customerObjectId,
    topic: 'tasks',
    type: 'task.created',
    payload: { taskId: created._id.toString() },
  });
  return getTask(auth, created._id.toString());
}

/** Starts (or resumes) field execution: the task moves to in_progress, stamped once. */
export async function startExecution(auth: AuthContext, taskId: string): Promise<Task> {
  const [task] = await presentMany(auth, [await findTask(auth, taskId)]);
  if (!task) throw notFound('Task');
  const viewer = { userId: auth.userId, role: auth.role };
  if (!providerStartAction(task, viewer, new Date())) {
    throw task.assignments.some((assignment) => assignment.user_id === auth.userId)
      ? badRequest(`A ${task.status.replace('_', ' ')} task cannot be started now`)
      : forbidden('Only the assigned provider can start this task');
  }
  await TaskModel.updateOne(
    { _id: objectIdOrNull(task.id), customerId: auth.customerObjectId },
    { $set: { status: 'in_progress', startedAt: task.started_at ?? new Date() } },
  );
  await publish({
    customerId: auth.customerObjectId,
    topic: 'tasks',
    type: 'task.updated',
    payload: { taskId },
  });
  return getTask(auth, taskId);
}
