import type { FieldAction } from '../execution/field-action';
import type { Refusal } from './queue';

const LABELS: Record<FieldAction['kind'], string> = {
  start: 'Starting the task',
  resume: 'Resuming the task',
  pause: 'Pausing the task',
  'break-start': 'Starting a break',
  'break-end': 'Ending a break',
  sync: 'The timer',
  task: 'The task status',
  'complete-step': 'A completed step',
  'report-issue': 'An issue report',
  'resolve-issue': 'Resolving an issue',
  'bid-adjustment': 'An adjustment request',
  message: 'A message',
  upload: 'A photo or file',
};

/** A refused change in the provider's words: what was not kept, and what still waits. */
export function refusalText({ entry, message }: Refusal, waiting: number): string {
  const after =
    waiting === 0
      ? 'Everything before it was kept.'
      : `Everything before it was kept; ${waiting} later ${waiting === 1 ? 'change waits' : 'changes wait'} to sync.`;
  return `${LABELS[entry.action.kind]} was not kept: ${message}. ${after}`;
}
