import type { Types } from 'mongoose';
import { publish } from './live-events';

/** Tells every open view of the task to read it again (live topic 'tasks', payload { taskId }). */
export const publishTaskChanged = (
  task: { _id: Types.ObjectId; customerId: Types.ObjectId },
  type: string,
): Promise<void> =>
  publish({
    customerId: task.customerId,
    topic: 'tasks',
    type,
    payload: { taskId: task._id.toString() },
  });
