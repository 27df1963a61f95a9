import {
  executionTotals,
  hasOpenBlockingIssue,
  isAssignedToViewer,
  isServiceProvider,
  READY_RECORD,
  type ActiveBreak,
  type ExecutionRead,
  type ExecutionRecord,
  type TaskViewer,
} from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Task, type TaskDoc } from '../../models/task';
import { TaskExecution, type TaskExecutionDoc } from '../../models/task-execution';
import { actsOn, assignedOf, issuesOf, objectIdOrNull, viewerOf } from '../tasks-access';

const ONLY_ASSIGNED_PROVIDER = 'Only the assigned provider can run this task';

const ms = (date: Date | null | undefined) => (date ? date.getTime() : null);
const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

export const hasBlockingIssue = (task: TaskDoc) => hasOpenBlockingIssue(issuesOf(task));

/**
 * The run as the state machine reads it. A task begun before it had a run (its start recorded
 * on the task) counts from that start, paused if the task says so.
 */
export function recordOf(run: TaskExecutionDoc | null, task: TaskDoc): ExecutionRecord {
  if (!run) {
    return {
      ...READY_RECORD,
      state: task.isPaused ? 'paused' : 'ready',
      startedAt: ms(task.startedAt),
      pausedAt: task.isPaused ? ms(task.pausedAt) : null,
    };
  }
  return {
    state: run.state as ExecutionRecord['state'],
    startedAt: ms(run.startedAt),
    pausedAt: ms(run.pausedAt),
    breakSeconds: run.breakSeconds,
    activeBreak: run.activeBreak
      ? { id: run.activeBreak.id, startedAt: run.activeBreak.startedAt.getTime() }
      : null,
    changedAt: ms(run.changedAt),
  };
}

/** GET's answer: the run's figures counted at `now`, and the open break. */
export function presentRun(
  run: TaskExecutionDoc | null,
  task: TaskDoc,
  now: number,
): ExecutionRead {
  const record = recordOf(run, task);
  const totals = executionTotals(record, now);
  const activeBreak: ActiveBreak | null = record.activeBreak
    ? {
        id: record.activeBreak.id,
        started_at: new Date(record.activeBreak.startedAt).toISOString(),
      }
    : null;
  return {
    executionState: {
      current_state: record.state,
      total_work_time: totals.workSeconds,
      total_break_time: totals.breakSeconds,
      completed_items: task.checklist
        .filter((item) => item.completed)
        .map((item) => item._id.toString()),
      started_at: iso(record.startedAt),
      paused_at: iso(record.pausedAt),
      provider_id: run ? run.providerId.toString() : null,
      as_of: new Date(now).toISOString(),
    },
    activeBreak,
  };
}

export const runOf = (taskId: Types.ObjectId, providerId: Types.ObjectId) =>
  TaskExecution.findOne({ taskId, providerId }).lean<TaskExecutionDoc>();

/** The run a manager reads: the task's most recently changed one. */
export const latestRunOf = (taskId: Types.ObjectId) =>
  TaskExecution.findOne({ taskId }).sort({ updatedAt: -1 }).lean<TaskExecutionDoc>();

/**
 * A task the caller runs: one of its customer, or another customer's it is the assigned
 * provider of (decision 0048); any other customer's answers like a missing one (404); one the
 * caller is not the assigned provider of is refused (403).
 */
export async function providersTask(
  auth: AuthContext,
  taskId: string,
): Promise<{ viewer: TaskViewer; task: TaskDoc }> {
  const id = objectIdOrNull(taskId);
  const task = id ? await Task.findById(id).lean<TaskDoc>() : null;
  const viewer = await viewerOf(auth);
  if (!task || !actsOn(auth, viewer, task)) throw notFound('Task');
  if (!isServiceProvider(viewer.role) || !isAssignedToViewer(viewer, assignedOf(task))) {
    throw forbidden(ONLY_ASSIGNED_PROVIDER);
  }
  return { viewer, task };
}

/** How long an action may wait on a phone without signal and still be placed when it happened. */
const LATE_ACTION_LIMIT_MS = 7 * 86_400_000;

/** An action's instant: when the provider says it happened, within the last week and now. */
export function instantOf(occurredAt: string | undefined, now: number): number {
  if (!occurredAt) return now;
  return Math.max(now - LATE_ACTION_LIMIT_MS, Math.min(Date.parse(occurredAt), now));
}
