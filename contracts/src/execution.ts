import { z } from 'zod';
import { taskSchema } from './task-read-model';

// Guided execution (spec: marketplace-execution §3 Execution state, §4 Execution states, §7,
// §9): the states, the one state machine the API runs and the execution view shows ahead of
// the answer, the payloads of the execution calls and the constants.

export const EXECUTION_STATES = ['ready', 'active', 'paused', 'break'] as const;
export type ExecutionStateName = (typeof EXECUTION_STATES)[number];

export const EXECUTION_TIMING = {
  /** The state is sent to the server about this often while active. */
  syncIntervalMs: 30_000,
  /** The clock's tick. */
  tickMs: 1_000,
  /** After 'Complete Task' succeeds, the view closes after this long. */
  closeDelayMs: 1_500,
  /** A checklist step with no estimate of its own, in minutes. */
  defaultStepMinutes: 5,
  /** A task with no estimate, in minutes. */
  defaultEstimateMinutes: 30,
} as const;

export const USER_BREAK = 'user_break';

/**
 * A run as the state machine keeps it: instants in epoch milliseconds, break time in whole
 * seconds. `startedAt` is the first start; a pause or a break counts from its own instant.
 */
export interface ExecutionRecord {
  state: ExecutionStateName;
  startedAt: number | null;
  pausedAt: number | null;
  breakSeconds: number;
  activeBreak: { id: string; startedAt: number } | null;
  /** The last transition: an action is never placed before it. */
  changedAt: number | null;
}

export const READY_RECORD: ExecutionRecord = {
  state: 'ready',
  startedAt: null,
  pausedAt: null,
  breakSeconds: 0,
  activeBreak: null,
  changedAt: null,
};

export type ExecutionAction =
  | { type: 'start' }
  | { type: 'resume' }
  | { type: 'pause' }
  | { type: 'break_start'; breakId: string }
  | { type: 'break_end'; breakId: string };

export const EXECUTION_REFUSALS = {
  alreadyStarted: 'This task was already started: resume it instead',
  notStarted: 'This task has not been started yet',
  alreadyActive: 'This task is already running',
  alreadyPaused: 'This task is already paused',
  onBreak: 'You are on a break: end the break first',
  alreadyOnBreak: 'You are already on a break',
  pausedNoBreak: 'This task is paused: resume it before taking a break',
  noBreak: 'There is no break to end',
  otherBreak: 'This is not the break in progress',
} as const;

export type ExecutionOutcome =
  { ok: true; record: ExecutionRecord } | { ok: false; message: string };

const seconds = (fromMs: number, toMs: number) => Math.max(0, Math.floor((toMs - fromMs) / 1000));

const refuse = (message: string): ExecutionOutcome => ({ ok: false, message });

/**
 * The one state machine (spec §4): start or resume -> active (resuming from a pause adds the
 * paused seconds to break time); pause -> paused; break start -> break; break end -> active,
 * adding the break's length. `now` is when the action happened, never before the last change.
 */
export function applyExecutionAction(
  record: ExecutionRecord,
  action: ExecutionAction,
  now: number,
): ExecutionOutcome {
  const at = Math.max(now, record.changedAt ?? now);
  const active = (breakSeconds: number): ExecutionOutcome => ({
    ok: true,
    record: {
      ...record,
      state: 'active',
      startedAt: record.startedAt ?? at,
      pausedAt: null,
      activeBreak: null,
      breakSeconds,
      changedAt: at,
    },
  });
  switch (action.type) {
    case 'start':
      if (record.state !== 'ready' || record.startedAt !== null) {
        return refuse(EXECUTION_REFUSALS.alreadyStarted);
      }
      return active(0);
    case 'resume':
      if (record.state === 'active') return refuse(EXECUTION_REFUSALS.alreadyActive);
      if (record.state === 'break') return refuse(EXECUTION_REFUSALS.onBreak);
      if (record.state === 'paused' && record.pausedAt !== null) {
        return active(record.breakSeconds + seconds(record.pausedAt, at));
      }
      // A task begun elsewhere (its start recorded on the task) resumes from ready.
      return active(record.breakSeconds);
    case 'pause':
      if (record.state === 'paused') return refuse(EXECUTION_REFUSALS.alreadyPaused);
      if (record.state === 'break') return refuse(EXECUTION_REFUSALS.onBreak);
      if (record.state === 'ready') return refuse(EXECUTION_REFUSALS.notStarted);
      return { ok: true, record: { ...record, state: 'paused', pausedAt: at, changedAt: at } };
    case 'break_start':
      if (record.state === 'break') return refuse(EXECUTION_REFUSALS.alreadyOnBreak);
      if (record.state === 'paused') return refuse(EXECUTION_REFUSALS.pausedNoBreak);
      if (record.state === 'ready') return refuse(EXECUTION_REFUSALS.notStarted);
      return {
        ok: true,
        record: {
          ...record,
          state: 'break',
          activeBreak: { id: action.breakId, startedAt: at },
          changedAt: at,
        },
      };
    case 'break_end':
      if (record.state !== 'break' || !record.activeBreak) {
        return refuse(EXECUTION_REFUSALS.noBreak);
      }
      if (record.activeBreak.id !== action.breakId) return refuse(EXECUTION_REFUSALS.otherBreak);
      return active(record.breakSeconds + seconds(record.activeBreak.startedAt, at));
  }
}

/**
 * Work and break seconds at `now`: work is the time since start minus breaks, an open pause or
 * break counting as break time while it lasts.
 */
export function executionTotals(
  record: ExecutionRecord,
  now: number,
): { workSeconds: number; breakSeconds: number } {
  if (record.startedAt === null) return { workSeconds: 0, breakSeconds: record.breakSeconds };
  const openSince =
    record.state === 'paused'
      ? record.pausedAt
      : record.state === 'break'
        ? (record.activeBreak?.startedAt ?? null)
        : null;
  const breakSeconds = record.breakSeconds + (openSince === null ? 0 : seconds(openSince, now));
  return {
    workSeconds: Math.max(0, seconds(record.startedAt, now) - breakSeconds),
    breakSeconds,
  };
}

/** Whole minutes of work, as the completed task's actualDuration records them. */
export const actualDurationMinutes = (workSeconds: number): number =>
  Math.max(0, Math.round(workSeconds / 60));

/**
 * The state the view opens in (spec §4): paused when the task says so; else on a break when
 * one is open; else active when work has begun and the saved state is still ready.
 */
export function initialExecutionState(
  saved: Pick<ExecutionState, 'current_state' | 'total_work_time' | 'total_break_time'> & {
    completed_items: readonly string[];
  },
  activeBreak: ActiveBreak | null,
  task: { metadata: { isPaused: boolean }; started_at: string | null },
): ExecutionStateName {
  if (task.metadata.isPaused) return 'paused';
  if (activeBreak) return 'break';
  const begun =
    saved.completed_items.length > 0 ||
    saved.total_work_time > 0 ||
    saved.total_break_time > 0 ||
    task.started_at !== null;
  return begun && saved.current_state === 'ready' ? 'active' : saved.current_state;
}

// The read shape and the calls (spec §3, §7).

const instant = z.iso.datetime({ offset: true });
const isoString = z.string();

export const activeBreakSchema = z.object({ id: z.string(), started_at: isoString });
export type ActiveBreak = z.infer<typeof activeBreakSchema>;

export const executionStateSchema = z.object({
  current_state: z.enum(EXECUTION_STATES),
  /** Seconds, as the server counts them at the answer's instant. */
  total_work_time: z.number().int().min(0),
  total_break_time: z.number().int().min(0),
  /** Ids of the checklist items completed. */
  completed_items: z.array(z.string()),
  started_at: isoString.nullable(),
  paused_at: isoString.nullable(),
  /** The provider running it; null before the first start. */
  provider_id: z.string().nullable(),
  /** The instant the figures were counted at (the server's clock). */
  as_of: isoString,
});
export type ExecutionState = z.infer<typeof executionStateSchema>;

/** GET /api/tasks/execution/{id}. */
export const executionReadSchema = z.object({
  executionState: executionStateSchema,
  activeBreak: activeBreakSchema.nullable(),
});
export type ExecutionRead = z.infer<typeof executionReadSchema>;

/** Every execution call that changes something answers the run and the task as they now are. */
export const executionAnswerSchema = executionReadSchema.extend({ task: taskSchema });
export type ExecutionAnswer = z.infer<typeof executionAnswerSchema>;

/** POST .../break/start answers the new break's id besides. */
export const breakStartAnswerSchema = executionAnswerSchema.extend({ breakId: z.string() });
export type BreakStartAnswer = z.infer<typeof breakStartAnswerSchema>;

/**
 * When the provider acted, for an action sent late (kept while offline): the server takes it
 * when it lies between the last change and now, else the nearest of the two.
 */
const occurredAt = instant.optional();

export const executionStartSchema = z.object({ occurredAt }).strict();
export const executionPauseSchema = z
  .object({ reason: z.string().trim().max(500).default(''), occurredAt })
  .strict();
export const breakStartSchema = z
  .object({
    breakType: z.literal(USER_BREAK).default(USER_BREAK),
    reason: z.string().trim().max(500).default(''),
    occurredAt,
  })
  .strict();
export const breakEndSchema = z.object({ breakId: z.string().min(1).max(64), occurredAt }).strict();

/** PATCH /api/tasks/execution/{id}: the view's figures, kept beside the server's own. */
export const executionSyncSchema = z
  .object({
    currentState: z.enum(EXECUTION_STATES),
    totalWorkTime: z.number().int().min(0).max(10_000_000),
    totalBreakTime: z.number().int().min(0).max(10_000_000),
  })
  .strict();
export type ExecutionSync = z.infer<typeof executionSyncSchema>;

/**
 * PATCH /api/tasks?taskId= from the execution view (no version: the assigned provider's own
 * run): a step completed on a task not yet in progress sets it in progress first; the last sets
 * it completed with the whole minutes worked.
 */
export const executionTaskPatchSchema = z.discriminatedUnion('status', [
  z
    .object({
      status: z.literal('completed'),
      completedAt: instant,
      actualDuration: z.number().int().min(0).max(100_000),
    })
    .strict(),
  z.object({ status: z.literal('in_progress'), startedAt: instant }).strict(),
]);
export type ExecutionTaskPatch = z.infer<typeof executionTaskPatchSchema>;

export const CANNOT_COMPLETE_PREFIX =
  'Cannot complete task. The following steps are not completed:';

/** The open steps of a checklist, as the view's alert and the API's refusal list them. */
export const openSteps = (
  checklist: ReadonlyArray<{ title: string; completed: boolean }>,
): string[] => checklist.filter((item) => !item.completed).map((item) => item.title);

/** A step that needs a photo and has none yet. */
export const PHOTO_REQUIRED_MESSAGE = 'Photo Required: Take a photo to verify completion';
export const STEP_ALREADY_COMPLETED = 'This step is already completed';
