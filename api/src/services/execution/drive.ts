import { randomUUID } from 'node:crypto';
import {
  applyExecutionAction,
  EXECUTION_REFUSALS,
  providerStartAction,
  type BreakStartAnswer,
  type ExecutionAction,
  type ExecutionAnswer,
  type ExecutionRead,
  type ExecutionSync,
  type TaskViewer,
  type TimelineEventType,
} from '@staydesk/contracts';
import { conflict } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Task, type TaskDoc } from '../../models/task';
import { TaskExecution, type TaskExecutionDoc } from '../../models/task-execution';
import { assignedOf, findProvidersTask, issuesOf, viewerOf } from '../tasks-access';
import { recordInteraction } from '../tasks-history';
import { presentFullTask } from '../tasks-read';
import { recordTaskEvent } from '../task-timeline';
import { taskTimeZone } from '../task-zones';
import { executionClock } from './clock';
import {
  hasBlockingIssue,
  instantOf,
  latestRunOf,
  presentRun,
  providersTask,
  recordOf,
  runOf,
} from './run';

export type DriveKind = ExecutionAction['type'];

export interface DriveInput {
  occurredAt?: string;
  reason?: string;
  breakType?: string;
  breakId?: string;
}

const BLOCKED_BY_ISSUE = 'An unresolved blocking issue stops this task: resolve it first';

const EVENTS: Record<DriveKind, { type: TimelineEventType; verb: string }> = {
  start: { type: 'execution_started', verb: 'started the task' },
  resume: { type: 'execution_resumed', verb: 'resumed the task' },
  pause: { type: 'execution_paused', verb: 'paused the task' },
  break_start: { type: 'execution_break_started', verb: 'started a break' },
  break_end: { type: 'execution_break_ended', verb: 'ended the break' },
};

/** What the task itself must allow before the run may move (status, start day, issues). */
async function taskRefusal(task: TaskDoc, kind: DriveKind, viewer: TaskViewer, now: number) {
  if (task.status === 'completed' || task.status === 'cancelled') {
    return `This task is ${task.status}`;
  }
  if (kind === 'start') {
    const subject = {
      ...assignedOf(task),
      status: task.status,
      start_date: task.startDate ? task.startDate.toISOString() : null,
      due_date: task.dueDate ? task.dueDate.toISOString() : null,
      time_zone: await taskTimeZone(task),
      ...issuesOf(task),
    };
    const action = providerStartAction(subject, viewer, new Date(now));
    if (action === 'Resume Task') return EXECUTION_REFUSALS.alreadyStarted;
    if (action === null) return `This ${task.status.replace('_', ' ')} task cannot be started now`;
  }
  if (kind === 'resume') {
    if (task.status !== 'in_progress' && task.status !== 'blocked') {
      return EXECUTION_REFUSALS.notStarted;
    }
    if (hasBlockingIssue(task)) return BLOCKED_BY_ISSUE;
  }
  return null;
}

/** The task's own fields each transition sets: started, paused, or running again. */
function taskChangesOf(kind: DriveKind, task: TaskDoc, at: Date): Record<string, unknown> | null {
  if (kind === 'start') {
    return { status: 'in_progress', startedAt: task.startedAt ?? at, isPaused: false };
  }
  if (kind === 'pause') return { isPaused: true, pausedAt: at };
  if (kind === 'resume') return { isPaused: false, pausedAt: null };
  return null;
}

/**
 * Moves the caller's run of the task by one action, under the one state machine. The run is
 * written only over the version it was read at, so two sends of the same action (a replay under
 * another key) move it once and the second is refused.
 */
export async function driveExecution(
  auth: AuthContext,
  taskId: string,
  kind: DriveKind,
  input: DriveInput,
): Promise<ExecutionAnswer | BreakStartAnswer> {
  const { viewer, task } = await providersTask(auth, taskId);
  const now = executionClock.now().getTime();
  const refusal = await taskRefusal(task, kind, viewer, now);
  if (refusal) throw conflict(refusal);
  const run = await runOf(task._id, auth.user._id);
  const record = recordOf(run, task);
  const at = Math.max(instantOf(input.occurredAt, now), record.changedAt ?? 0);
  const breakId = kind === 'break_start' ? randomUUID() : (input.breakId ?? '');
  const action = (
    kind === 'break_start' || kind === 'break_end' ? { type: kind, breakId } : { type: kind }
  ) as ExecutionAction;
  const outcome = applyExecutionAction(record, action, at);
  if (!outcome.ok) throw conflict(outcome.message);
  const next = outcome.record;
  const dateOf = (value: number | null) => (value === null ? null : new Date(value));
  const saved = await TaskExecution.findOneAndUpdate(
    { taskId: task._id, providerId: auth.user._id, version: run?.version ?? 0 },
    {
      $set: {
        customerId: task.customerId,
        state: next.state,
        startedAt: dateOf(next.startedAt),
        pausedAt: dateOf(next.pausedAt),
        breakSeconds: next.breakSeconds,
        changedAt: dateOf(next.changedAt),
        activeBreak: next.activeBreak
          ? {
              id: next.activeBreak.id,
              startedAt: new Date(next.activeBreak.startedAt),
              breakType: input.breakType ?? 'user_break',
              reason: input.reason ?? '',
            }
          : null,
        ...(kind === 'pause' && { pauseReason: input.reason ?? '' }),
      },
      $inc: { version: 1 },
    },
    { new: true, upsert: !run },
  )
    .lean<TaskExecutionDoc>()
    .catch((error: unknown) => {
      // A concurrent first action made the run meanwhile (unique task and provider).
      if ((error as { code?: unknown }).code === 11000) return null;
      throw error;
    });
  if (!saved) throw conflict('This task changed meanwhile: reload it and try again');
  const changes = taskChangesOf(kind, task, new Date(at));
  const updated = changes
    ? await Task.findOneAndUpdate(
        { _id: task._id },
        { $set: { ...changes, updatedBy: auth.user._id }, $inc: { version: 1 } },
        { new: true },
      ).lean<TaskDoc>()
    : task;
  const event = EVENTS[kind];
  await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    type: event.type,
    description: `${auth.user.name} ${event.verb}`,
    metadata: {
      ...(input.reason && { reason: input.reason }),
      ...(kind.startsWith('break') && { breakId }),
    },
  });
  await recordInteraction(auth, task._id);
  const current = updated ?? task;
  const answer: ExecutionAnswer = {
    ...presentRun(saved, current, now),
    task: await presentFullTask(viewer, current),
  };
  return kind === 'break_start' ? { ...answer, breakId } : answer;
}

/** GET /api/tasks/execution/{id}: the caller's run, or for anyone else the latest run. */
export async function readExecution(auth: AuthContext, taskId: string): Promise<ExecutionRead> {
  const viewer = await viewerOf(auth);
  const task = await findProvidersTask(auth, viewer, taskId);
  const own = await runOf(task._id, auth.user._id);
  const run = own ?? (await latestRunOf(task._id));
  return presentRun(run, task, executionClock.now().getTime());
}

/**
 * PATCH /api/tasks/execution/{id}: the view's figures are kept beside the run; the answer is
 * the run as the server counts it, which the view adopts.
 */
export async function syncExecution(
  auth: AuthContext,
  taskId: string,
  body: ExecutionSync,
): Promise<ExecutionRead> {
  const { task } = await providersTask(auth, taskId);
  const now = executionClock.now();
  const run = await TaskExecution.findOneAndUpdate(
    { taskId: task._id, providerId: auth.user._id },
    { $set: { reported: { ...body, at: now } } },
    { new: true },
  ).lean<TaskExecutionDoc>();
  return presentRun(run, task, now.getTime());
}
