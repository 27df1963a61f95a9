/** Upcoming means not yet done: overdue ones first, as the list is by due date. */
const OPEN_STATUSES = 'todo,pending,in_progress,blocked';

/** What the home page lists: the caller's next open tasks (the API applies its scope). */
export const HOME_TASKS_PATH = `/api/tasks?limit=12&status=${OPEN_STATUSES}`;
