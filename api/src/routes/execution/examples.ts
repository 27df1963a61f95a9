import type { ExecutionStateName } from '@staydesk/contracts';
import { Types } from 'mongoose';
import type { ExampleFixture } from '../../http/example-fixture';
import { Task } from '../../models/task';
import { TaskExecution } from '../../models/task-execution';
import { executionClock } from '../../services/execution/clock';

/** The break the break-end example ends. */
export const matrixBreakId = 'example-break';

/**
 * Puts the caller's run of the example task in the state the example's action needs, the task
 * with it: ready (a todo task with no run), or begun a minute ago and now active, paused or on
 * a break.
 */
export const prepareRun =
  (state: ExecutionStateName) =>
  async ({ caller, tenant }: ExampleFixture): Promise<void> => {
    const taskId = new Types.ObjectId(tenant.taskId);
    const providerId = new Types.ObjectId(caller.userId);
    const now = executionClock.now();
    const minuteAgo = new Date(now.getTime() - 60_000);
    await Task.updateOne(
      { _id: taskId },
      {
        $set: {
          status: state === 'ready' ? 'todo' : 'in_progress',
          startedAt: state === 'ready' ? null : minuteAgo,
          isPaused: state === 'paused',
          pausedAt: state === 'paused' ? now : null,
        },
      },
    );
    // A blocking issue would stop a resume: the example's are taken as resolved.
    const task = state === 'paused' ? await Task.findById(taskId) : null;
    if (task?.issues.some((issue) => issue.isBlocking)) {
      for (const issue of task.issues) if (issue.isBlocking) issue.status = 'resolved';
      await task.save();
    }
    if (state === 'ready') {
      await TaskExecution.deleteOne({ taskId, providerId });
      return;
    }
    await TaskExecution.updateOne(
      { taskId, providerId },
      {
        $set: {
          customerId: new Types.ObjectId(tenant.customerId),
          state,
          startedAt: minuteAgo,
          pausedAt: state === 'paused' ? now : null,
          breakSeconds: 0,
          activeBreak: state === 'break' ? { id: matrixBreakId, startedAt: now } : null,
          changedAt: minuteAgo,
        },
      },
      { upsert: true },
    );
  };
