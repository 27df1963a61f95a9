import { weekdayDate, type Task, type TaskSort } from '@staydesk/contracts';

export type DashboardRow =
  | { kind: 'group'; key: string; label: string; count: number }
  | { kind: 'task'; task: Task; position: number };

const OPEN_STATUSES: ReadonlySet<Task['status']> = new Set([
  'todo',
  'pending',
  'in_progress',
  'blocked',
]);

const dayKey = (date: Date) => date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();

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

/** Sorts tasks into due days as seen by the viewer's clock: open and past due is Overdue. */
function dueGrouper(now: Date): (task: Pick<Task, 'due_date' | 'status'>) => DueGroup {
  const today = dayKey(now);
  const tomorrow = dayKey(addDays(now, 1));
  const days = new Map<number, DueGroup>();
  return (task) => {
    if (!task.due_date) return NO_DUE_DATE;
    const due = new Date(task.due_date);
    if (due < now && OPEN_STATUSES.has(task.status)) return OVERDUE;
    const key = dayKey(due);
    const known = days.get(key);
    if (known) return known;
    const withYear = due.getFullYear() !== now.getFullYear();
    const label =
      key === today ? 'Today' : key === tomorrow ? 'Tomorrow' : weekdayDate(due, withYear);
    const rank = new Date(due.getFullYear(), due.getMonth(), due.getDate()).getTime();
    const group = { key: String(key), label, rank };
    days.set(key, group);
    return group;
  };
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
  const groupOf = dueGrouper(now);
  const groups = new Map<string, { group: DueGroup; tasks: Task[] }>();
  for (const task of tasks) {
    const group = groupOf(task);
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
