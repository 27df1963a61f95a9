import {
  applyExecutionAction,
  type ExecutionAction,
  type ExecutionRead,
  type Task,
} from '@staydesk/contracts';
import type { FieldAction } from '../execution/field-action';
import { runClockOf } from '../execution/run-clock';

/** The run's transition a field action makes, if it makes one. */
function transitionOf(action: FieldAction): ExecutionAction | null {
  switch (action.kind) {
    case 'start':
      return { type: 'start' };
    case 'resume':
      return { type: 'resume' };
    case 'pause':
      return { type: 'pause' };
    case 'break-start':
      return { type: 'break_start', breakId: '' };
    case 'break-end':
      return { type: 'break_end', breakId: action.breakId };
    default:
      return null;
  }
}

export interface Shown {
  task: Task;
  read: ExecutionRead | undefined;
}

/**
 * The run and the task as they will be once a kept action arrives, through the contracts' one
 * state machine: an action it refuses changes nothing on the screen either. `breakId` is the id
 * a break started offline goes by until the server gives it its own.
 */
export function applyKeptAction(
  shown: Shown,
  action: FieldAction,
  at: number,
  breakId: string,
): Shown {
  const { task, read } = shown;
  const transition = transitionOf(action);
  if (transition && read) {
    const clock = runClockOf(read, task);
    const outcome = applyExecutionAction(
      {
        state: clock.state,
        startedAt: read.executionState.started_at
          ? Date.parse(read.executionState.started_at)
          : null,
        pausedAt: read.executionState.paused_at ? Date.parse(read.executionState.paused_at) : null,
        breakSeconds: clock.breakSeconds(at),
        activeBreak: clock.activeBreak,
        changedAt: null,
      },
      transition.type === 'break_start' ? { ...transition, breakId } : transition,
      at,
    );
    if (!outcome.ok) return shown;
    const { record } = outcome;
    const iso = new Date(at).toISOString();
    return {
      task: {
        ...task,
        started_at: task.started_at ?? iso,
        metadata: {
          ...task.metadata,
          isPaused: record.state === 'paused',
          pausedAt: record.state === 'paused' ? iso : null,
        },
      },
      read: {
        executionState: {
          ...read.executionState,
          current_state: record.state,
          total_work_time: clock.workSeconds(at),
          total_break_time: clock.breakSeconds(at),
          started_at: read.executionState.started_at ?? iso,
          paused_at: record.state === 'paused' ? iso : null,
          as_of: iso,
        },
        activeBreak: record.activeBreak
          ? {
              id: record.activeBreak.id,
              started_at: new Date(record.activeBreak.startedAt).toISOString(),
            }
          : null,
      },
    };
  }
  if (action.kind === 'complete-step') {
    const iso = new Date(at).toISOString();
    return {
      read: read && {
        ...read,
        executionState: {
          ...read.executionState,
          completed_items: [...read.executionState.completed_items, action.itemId],
        },
      },
      task: {
        ...task,
        checklist: task.checklist.map((item) =>
          item.id === action.itemId ? { ...item, completed: true, completed_at: iso } : item,
        ),
      },
    };
  }
  if (action.kind === 'task') {
    const { patch } = action;
    return {
      read,
      task:
        patch.status === 'completed'
          ? {
              ...task,
              status: 'completed',
              completed_at: patch.completedAt,
              actual_duration: patch.actualDuration,
            }
          : { ...task, status: patch.status, started_at: task.started_at ?? patch.startedAt },
    };
  }
  return shown;
}
