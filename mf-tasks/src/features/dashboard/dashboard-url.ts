import {
  SUBTASK_PRIORITIES,
  TASK_CATEGORIES,
  TASK_SORTS,
  TASK_STATUSES,
  type TaskCategory,
  type TaskPriority,
  type TaskQuery,
  type TaskSort,
  type TaskStatus,
} from '@staydesk/contracts';

/** What the dashboard shows, read from and written to the URL so a link or a reload restores it. */
export interface DashboardFilters {
  status: TaskStatus[];
  category: TaskCategory[];
  priority: TaskPriority[];
  /** A user id, 'me' or 'unassigned'; null for anyone. */
  assignee: string | null;
  listing: string | null;
  /** Local calendar days, YYYY-MM-DD, both ends included. */
  dueFrom: string | null;
  dueTo: string | null;
  q: string;
  sort: TaskSort;
}

export const DEFAULT_SORT: TaskSort = 'due_asc';

// 'property' rather than 'listing': the creation panel's URL owns 'listing='.
const PARAMS = {
  status: 'status',
  category: 'category',
  priority: 'priority',
  assignee: 'assignee',
  listing: 'property',
  dueFrom: 'dueFrom',
  dueTo: 'dueTo',
  q: 'q',
  sort: 'sort',
} as const satisfies Record<keyof DashboardFilters, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function listOf<Value extends string>(raw: string | null, allowed: readonly Value[]): Value[] {
  if (!raw) return [];
  const wanted = new Set(raw.split(','));
  // In the allowed order, so the same choice always writes the same URL.
  return allowed.filter((value) => wanted.has(value));
}

const textOf = (raw: string | null) => (raw && raw.trim().length > 0 ? raw.trim() : null);
const dayOf = (raw: string | null) => (raw && DAY.test(raw) ? raw : null);

export function readFilters(search: string): DashboardFilters {
  const params = new URLSearchParams(search);
  const sort = params.get(PARAMS.sort);
  return {
    status: listOf(params.get(PARAMS.status), TASK_STATUSES),
    category: listOf(params.get(PARAMS.category), TASK_CATEGORIES),
    priority: listOf(params.get(PARAMS.priority), SUBTASK_PRIORITIES),
    assignee: textOf(params.get(PARAMS.assignee)),
    listing: textOf(params.get(PARAMS.listing)),
    dueFrom: dayOf(params.get(PARAMS.dueFrom)),
    dueTo: dayOf(params.get(PARAMS.dueTo)),
    q: params.get(PARAMS.q)?.trim() ?? '',
    sort: TASK_SORTS.find((known) => known === sort) ?? DEFAULT_SORT,
  };
}

/** The search string with these filters, keeping every other parameter (task=, issues= ...). */
export function filtersSearch(current: string, filters: DashboardFilters): string {
  const params = new URLSearchParams(current);
  for (const key of Object.values(PARAMS)) params.delete(key);
  const set = (key: keyof DashboardFilters, value: string | null) => {
    if (value) params.set(PARAMS[key], value);
  };
  const inOrder = <Value extends string>(chosen: readonly Value[], allowed: readonly Value[]) =>
    allowed.filter((value) => chosen.includes(value)).join(',');
  set('status', inOrder(filters.status, TASK_STATUSES));
  set('category', inOrder(filters.category, TASK_CATEGORIES));
  set('priority', inOrder(filters.priority, SUBTASK_PRIORITIES));
  set('assignee', filters.assignee);
  set('listing', filters.listing);
  set('dueFrom', filters.dueFrom);
  set('dueTo', filters.dueTo);
  set('q', filters.q.trim());
  set('sort', filters.sort === DEFAULT_SORT ? null : filters.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const NO_FILTERS: DashboardFilters = readFilters('');

/** How many filters narrow the list (search and sort not counted). */
export const activeFilterCount = (filters: DashboardFilters): number =>
  [
    filters.status.length > 0,
    filters.category.length > 0,
    filters.priority.length > 0,
    filters.assignee !== null,
    filters.listing !== null,
    filters.dueFrom !== null || filters.dueTo !== null,
  ].filter(Boolean).length;

const startOfLocalDay = (day: string) => new Date(`${day}T00:00:00`);

/** The list call for these filters: due days become instants of the viewer's own days. */
export function taskQueryOf(filters: DashboardFilters, pageSize: number): TaskQuery {
  const query: TaskQuery = { sort: filters.sort, limit: pageSize };
  if (filters.status.length > 0) query.status = filters.status.join(',');
  if (filters.category.length > 0) query.category = filters.category.join(',');
  if (filters.priority.length > 0) query.priority = filters.priority.join(',');
  if (filters.assignee) query.assignee = filters.assignee;
  if (filters.listing) query.listings = filters.listing;
  if (filters.q) query.q = filters.q;
  if (filters.dueFrom) query.dueFrom = startOfLocalDay(filters.dueFrom).toISOString();
  if (filters.dueTo) {
    const dayAfter = startOfLocalDay(filters.dueTo);
    dayAfter.setDate(dayAfter.getDate() + 1);
    query.dueTo = new Date(dayAfter.getTime() - 1).toISOString();
  }
  return query;
}
