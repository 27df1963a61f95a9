import type { Task, TaskTemplate } from '@staydesk/contracts';
import type { PickedReservation } from '../data/palette-queries';
import { localDay } from './local-time';

/** Related tasks are due between check-in and check-out plus 3 days. */
export const RELATED_TASK_DAYS_AFTER_CHECK_OUT = 3;

export function relatedTaskWindow(reservation: Pick<PickedReservation, 'checkIn' | 'checkOut'>) {
  const from = localDay(reservation.checkIn);
  const to = localDay(reservation.checkOut, RELATED_TASK_DAYS_AFTER_CHECK_OUT + 1);
  return { dueFrom: from.toISOString(), dueTo: to.toISOString() };
}

export type TaskChoice =
  | { kind: 'blank' }
  | { kind: 'template'; template: TaskTemplate }
  | { kind: 'related'; task: Task };
