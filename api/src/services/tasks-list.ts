import { Types } from 'mongoose';
import {
  escapeRegExp,
  taskScopeLabel,
  type TaskPage,
  type TaskPriority,
  type taskQuerySchema,
  type TaskSort,
} from '@staydesk/contracts';
import type { z } from 'zod';
import { HttpError } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../models/task';
import { LIVE_ASSIGNMENT_STATUSES, objectIdOrNull, scopeFilter, viewerOf } from './tasks-access';
import { presentTaskList } from './tasks-read';

export type TaskListQuery = z.output<typeof taskQuerySchema>;

/** Most urgent first; within a priority, by due date. */
const PRIORITY_ORDER: readonly TaskPriority[] = ['urgent', 'high', 'medium', 'normal', 'low'];

interface SortKey {
  field: 'dueDate' | 'createdAt' | 'updatedAt';
  direction: 1 | -1;
}

const SORT_KEYS: Record<TaskSort, SortKey> = {
  due_asc: { field: 'dueDate', direction: 1 },
  due_desc: { field: 'dueDate', direction: -1 },
  priority: { field: 'dueDate', direction: 1 },
  created_desc: { field: 'createdAt', direction: -1 },
  updated_desc: { field: 'updatedAt', direction: -1 },
};

/** Where the previous page ended: the sort value and _id of its last task (and its priority). */
interface Cursor {
  sort: TaskSort;
  rank: number;
  value: string | null;
  id: string;
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.sort, cursor.rank, cursor.value, cursor.id])).toString(
    'base64url',
  );

const badCursor = () =>
  new HttpError(
    400,
    'validation_failed',
    'cursor: Not a cursor of this list; start from the first page',
  );

function decodeCursor(text: string, sort: TaskSort): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parts) || parts.length !== 4) throw badCursor();
  const [cursorSort, rank, value, id] = parts as unknown[];
  const valid =
    cursorSort === sort &&
    typeof rank === 'number' &&
    Number.isInteger(rank) &&
    rank >= 0 &&
    rank < PRIORITY_ORDER.length &&
    (value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)))) &&
    typeof id === 'string' &&
    objectIdOrNull(id) !== null;
  if (!valid) throw badCursor();
  return { sort, rank, value: value as string | null, id: id as string };
}

/**
 * What follows (value, id) in the order: ascending puts tasks without the value first, descending
 * last (MongoDB's order of null), and _id breaks ties so a page never repeats or skips one.
 */
function afterFilter(key: SortKey, value: string | null, id: string): Record<string, unknown> {
  const _id = new Types.ObjectId(id);
  const beyond = key.direction === 1 ? '$gt' : '$lt';
  if (value === null) {
    return key.direction === 1
      ? { $or: [{ [key.field]: null, _id: { $gt: _id } }, { [key.field]: { $ne: null } }] }
      : { [key.field]: null, _id: { $lt: _id } };
  }
  const date = new Date(value);
  const later = [
    { [key.field]: { [beyond]: date } },
    { [key.field]: date, _id: { [beyond]: _id } },
  ];
  return { $or: key.direction === 1 ? later : [...later, { [key.field]: null }] };
}

function filtersOf(auth: AuthContext, query: TaskListQuery): Record<string, unknown>[] {
  const filters: Record<string, unknown>[] = [];
  if (query.status) filters.push({ status: { $in: query.status } });
  if (query.category) filters.push({ category: { $in: query.category } });
  if (query.priority) filters.push({ priority: { $in: query.priority } });
  if (query.listings) filters.push({ listingId: objectIdOrNull(query.listings) });
  if (query.assignee === 'unassigned') {
    filters.push({ 'assignments.status': { $nin: LIVE_ASSIGNMENT_STATUSES } });
  } else if (query.assignee) {
    const userId = objectIdOrNull(query.assignee === 'me' ? auth.userId : query.assignee);
    filters.push({
      assignments: { $elemMatch: { userId, status: { $in: LIVE_ASSIGNMENT_STATUSES } } },
    });
  }
  if (query.dueFrom || query.dueTo) {
    filters.push({
      dueDate: {
        ...(query.dueFrom && { $gte: new Date(query.dueFrom) }),
        ...(query.dueTo && { $lte: new Date(query.dueTo) }),
      },
    });
  }
  if (query.q) {
    const pattern = new RegExp(escapeRegExp(query.q), 'i');
    filters.push({ $or: [{ title: pattern }, { description: pattern }] });
  }
  return filters;
}

async function pageOf(
  base: Record<string, unknown>[],
  key: SortKey,
  after: { value: string | null; id: string } | null,
  limit: number,
): Promise<TaskDoc[]> {
  const filters = after ? [...base, afterFilter(key, after.value, after.id)] : base;
  return TaskModel.find({ $and: filters })
    .sort({ [key.field]: key.direction, _id: key.direction })
    .limit(limit)
    .lean<TaskDoc[]>();
}

const sortValue = (task: TaskDoc, key: SortKey) => task[key.field]?.toISOString() ?? null;

/**
 * GET /api/tasks: a page of the tasks the caller sees, filtered and sorted, with an opaque
 * cursor to the next. By priority, the pages walk one priority after another.
 */
export async function listTasks(auth: AuthContext, query: TaskListQuery): Promise<TaskPage> {
  const viewer = await viewerOf(auth);
  const base = [scopeFilter(auth, viewer), ...filtersOf(auth, query)];
  const key = SORT_KEYS[query.sort];
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const wanted = query.limit + 1;
  const found: Array<{ task: TaskDoc; rank: number }> = [];
  if (query.sort === 'priority') {
    for (
      let rank = cursor?.rank ?? 0;
      rank < PRIORITY_ORDER.length && found.length < wanted;
      rank++
    ) {
      const after = cursor && rank === cursor.rank ? cursor : null;
      const tasks = await pageOf(
        [...base, { priority: PRIORITY_ORDER[rank] }],
        key,
        after,
        wanted - found.length,
      );
      found.push(...tasks.map((task) => ({ task, rank })));
    }
  } else {
    const tasks = await pageOf(base, key, cursor, wanted);
    found.push(...tasks.map((task) => ({ task, rank: 0 })));
  }
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    found.length > query.limit && last
      ? encodeCursor({
          sort: query.sort,
          rank: last.rank,
          value: sortValue(last.task, key),
          id: last.task._id.toString(),
        })
      : null;
  return {
    tasks: await presentTaskList(
      auth,
      page.map((entry) => entry.task),
    ),
    nextCursor,
    scopeLabel: taskScopeLabel(viewer),
  };
}
