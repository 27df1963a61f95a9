export type ExecutionState = 'ready' | 'active' | 'paused' | 'break';
export type ExecutionEvent = 'start' | 'resume' | 'pause' | 'break_start' | 'break_end';

const TRANSITIONS: Record<ExecutionState, Partial<Record<ExecutionEvent, ExecutionState>>> = {
  ready: { start: 'active', resume: 'active' },
  active: { pause: 'paused', break_start: 'break' },
  paused: { resume: 'active', break_start: 'break' },
  break: { break_end: 'active' },
};

/** The next execution state, or null when the event is not allowed from this state. */
export function nextExecutionState(
  state: ExecutionState,
  event: ExecutionEvent,
): ExecutionState | null {
  return TRANSITIONS[state][event] ?? null;
}

export interface SavedExecution {
  current_state: ExecutionState;
  total_work_time: number;
  total_break_time: number;
  completed_items: number;
  started_at: string | null;
  isPaused: boolean;
  hasActiveBreak: boolean;
}

/** The state a task resumes in when the execution view loads (spec: marketplace §4). */
export function initialExecutionState(saved: SavedExecution): ExecutionState {
  if (saved.isPaused) return 'paused';
  if (saved.hasActiveBreak) return 'break';
  const begun =
    saved.completed_items > 0 ||
    saved.total_work_time > 0 ||
    saved.total_break_time > 0 ||
    saved.started_at !== null;
  if (begun && saved.current_state === 'ready') return 'active';
  return saved.current_state;
}
