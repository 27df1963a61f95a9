// A task's due-date urgency and how long its details stay cached: without a schema, so that a
// remote's store, which needs the cache time, builds none.

export type DueUrgency = 'overdue' | 'urgent' | 'soon' | 'normal';

const HOUR_MS = 3_600_000;

/** Overdue when past, urgent within 24 hours, soon within 72 hours, else normal. */
export function dueUrgency(due: Date, now: Date): DueUrgency {
  const remaining = due.getTime() - now.getTime();
  if (remaining < 0) return 'overdue';
  if (remaining <= 24 * HOUR_MS) return 'urgent';
  if (remaining <= 72 * HOUR_MS) return 'soon';
  return 'normal';
}

/** Task details stay cached 5 minutes and are not refetched on focus or reconnect. */
export const TASK_DETAIL_CACHE_SECONDS = 300;
