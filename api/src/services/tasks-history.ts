import type { Types } from 'mongoose';
import type { HistoryItem } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { Task, type TaskDoc } from '../models/task';
import { TaskInteraction } from '../models/task-interaction';
import { scopeFilter, viewerOf } from './tasks-access';

/** The Recent Activity sidebar's length. */
export const HISTORY_LENGTH = 20;

/** Remembers that the caller opened or changed the task just now. */
export async function recordInteraction(auth: AuthContext, taskId: Types.ObjectId): Promise<void> {
  await TaskInteraction.updateOne(
    { userId: auth.user._id, customerId: auth.customerObjectId, taskId },
    { $set: { lastInteraction: new Date() } },
    { upsert: true },
  );
}

/** The caller's newest interactions with tasks it still sees. */
export async function recentHistory(auth: AuthContext): Promise<HistoryItem[]> {
  const [viewer, interactions] = await Promise.all([
    viewerOf(auth),
    TaskInteraction.find({ userId: auth.user._id, customerId: auth.customerObjectId })
      .sort({ lastInteraction: -1 })
      .limit(HISTORY_LENGTH * 2)
      .lean(),
  ]);
  const tasks = await Task.find(
    { ...scopeFilter(auth, viewer), _id: { $in: interactions.map((entry) => entry.taskId) } },
    { title: 1, status: 1 },
  ).lean<Array<Pick<TaskDoc, '_id' | 'title' | 'status'>>>();
  const byId = new Map(tasks.map((task) => [task._id.toString(), task]));
  return interactions
    .flatMap((entry) => {
      const task = byId.get(entry.taskId.toString());
      return task
        ? [
            {
              id: task._id.toString(),
              kind: 'task' as const,
              title: task.title,
              status: task.status as HistoryItem['status'],
              lastInteraction: entry.lastInteraction.toISOString(),
            },
          ]
        : [];
    })
    .slice(0, HISTORY_LENGTH);
}
