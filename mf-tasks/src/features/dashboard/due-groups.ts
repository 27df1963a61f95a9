import type { Task, TaskSort } from '@staydesk/contracts';

export type DashboardRow =
  | { kind: 'group'; key: string; label: string; count: number }
  | { kind: 'task'; task: Task; position: number };

const OPEN_STATUSES: ReadonlySet<Task['status']> = new Set([
  'todo',
  'pending',
  'in_progress',
  'blocked',
]);

const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

interface DueGroup {
  key: string;
  label: string;
  /** Where the group stands among the others when the list runs from the soonest due. */
  rank: number;
}

const OVERDUE: DueGroup = { key: 'overdue', label: 'Overdue', rank: Number.NEGATIVE_INFINITY };
const NO_DUE_DATE: DueGroup = { key: 'none', label: 'No due date', rank: Number.POSITIVE_INFINITY };

/** The due-day group of a task, as seen by the viewer's clock: open and past due is Overdue. */
export function dueGroupOf(task: Pick<Task, 'due_date' | 'status'>, now: Date): DueGroup {
  if (!task.due_date) return NO_DUE_DATE;
  const due = new Date(task.due_date);
  if (due < now && OPEN_STATUSES.has(task.status)) return OVERDUE;
  const key = dayKey(due);
  const dayStart = new Date(due.getFullYear(), due.getMonth(), due.getDate()).getTime();
  if (key === dayKey(now)) return { key, label: 'Today', rank: dayStart };
  if (key === dayKey(addDays(now, 1))) return { key, label: 'Tomorrow', rank: dayStart };
  const label = due.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(due.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return { key, label, rank: dayStart };
}

const taskRows = (tasks: readonly Task[]): DashboardRow[] =>
  tasks.map((task, position) => ({ kind: 'task', task, position }));

/**
 * The rows the list shows: under a due sort, one heading per due day (Overdue first, 'No due
 * date' last, in the server's order within a day); under any other sort, the tasks as sorted.
 * `position` is the task's place among the tasks alone, for range selection.
 */
export function dashboardRows(tasks: readonly Task[], sort: TaskSort, now: Date): DashboardRow[] {
  if (sort !== 'due_asc' && sort !== 'due_desc') return taskRows(tasks);
  const groups = new Map<string, { group: DueGroup; tasks: Task[] }>();
  for (const task of tasks) {
    const group = dueGroupOf(task, now);
    const entry = groups.get(group.key) ?? { group, tasks: [] };
    entry.tasks.push(task);
    groups.set(group.key, entry);
  }
  const direction = sort === 'due_asc' ? 1 : -1;
  const pinned = (group: DueGroup) => (group === OVERDUE ? -1 : group === NO_DUE_DATE ? 1 : 0);
  const ordered = [...groups.values()].sort(
    (a, b) => pinned(a.group) - pinned(b.group) || direction * (a.group.rank - b.group.rank),
  );
  const rows: DashboardRow[] = [];
  let position = 0;
  for (const { group, tasks: grouped } of ordered) {
    rows.push({ kind: 'group', key: group.key, label: group.label, count: grouped.length });
    for (const task of grouped) rows.push({ kind: 'task', task, position: position++ });
  }
  return rows;
}

/** The tasks in the order the rows show them, for range selection and select-all. */
export const tasksInRowOrder = (rows: readonly DashboardRow[]): Task[] =>
  rows.flatMap((row) => (row.kind === 'task' ? [row.task] : []));
