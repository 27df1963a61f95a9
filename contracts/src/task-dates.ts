import { addLocalDays, localDateTimeIn } from './zoned-time';

// The dates the API derives for a task (spec: tasks §4), in the task's zone. The browser derives
// only a template's due date, to show it in the creation panel before anything is created.

const HOUR_MS = 3_600_000;

/**
 * A subtask's due date from its parent's: the same time on the day before, in the task's zone
 * (a clock change between them does not move it), never earlier than now.
 */
export function dueDateUnderParent(parentDue: Date | null, now: Date, zone: string): Date | null {
  if (!parentDue) return null;
  const dayBefore = addLocalDays(parentDue, -1, zone);
  return dayBefore.getTime() < now.getTime() ? now : dayBefore;
}

/**
 * A template's due date: offsetHours from now, then a calendar day later in the task's zone when
 * it is based on check-out.
 */
export function templateDueDate(
  due: { baseDate: 'checkIn' | 'checkOut'; offsetHours: number },
  now: Date,
  zone: string,
): Date {
  const offset = new Date(now.getTime() + due.offsetHours * HOUR_MS);
  return due.baseDate === 'checkOut' ? addLocalDays(offset, 1, zone) : offset;
}

/** A template's due date as the creation panel's Due Date field holds it: 'YYYY-MM-DDTHH:mm'. */
export const templateDueLocal = (
  due: { baseDate: 'checkIn' | 'checkOut'; offsetHours: number },
  now: Date,
  zone: string,
): string => localDateTimeIn(templateDueDate(due, now, zone), zone);
