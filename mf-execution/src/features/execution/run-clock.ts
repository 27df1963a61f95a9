import {
  initialExecutionState,
  type ExecutionRead,
  type ExecutionStateName,
  type Task,
} from '@staydesk/contracts';

const secondsBetween = (fromMs: number, toMs: number) =>
  Math.max(0, Math.floor((toMs - fromMs) / 1000));

/** The run as the view counts it: its state, and its work and break seconds at any instant. */
export interface RunClock {
  state: ExecutionStateName;
  workSeconds(now: number): number;
  breakSeconds(now: number): number;
  /** The open break, for the break screen and its end. */
  activeBreak: { id: string; startedAt: number } | null;
}

/**
 * The server's figures at its answer's instant, counted on from there: work grows while the run
 * is active, break time while it is paused or on a break.
 */
export function runClockOf(read: ExecutionRead, task: Task): RunClock {
  const saved = read.executionState;
  const state = initialExecutionState(saved, read.activeBreak, task);
  const asOf = Date.parse(saved.as_of);
  const running = (now: number) => (Number.isNaN(asOf) ? 0 : secondsBetween(asOf, now));
  return {
    state,
    workSeconds: (now) => saved.total_work_time + (state === 'active' ? running(now) : 0),
    breakSeconds: (now) =>
      saved.total_break_time + (state === 'paused' || state === 'break' ? running(now) : 0),
    activeBreak: read.activeBreak
      ? { id: read.activeBreak.id, startedAt: Date.parse(read.activeBreak.started_at) }
      : null,
  };
}
