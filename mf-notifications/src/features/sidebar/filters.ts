import {
  categoryOf,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationPriority,
  type NotificationTab,
  type NotificationType,
} from '@staydesk/contracts';

export type ReadStatus = 'read' | 'unread';
export const READ_STATUSES: readonly ReadStatus[] = ['read', 'unread'];

/** What the filter panel narrows the list to; an empty choice means 'any'. */
export interface NotificationFilters {
  priorities: NotificationPriority[];
  types: NotificationType[];
  statuses: ReadStatus[];
}

export const NO_FILTERS: NotificationFilters = { priorities: [], types: [], statuses: [] };

/** The number on the Filters tab: every chosen value counts once. */
export const activeFilterCount = (filters: NotificationFilters): number =>
  filters.priorities.length + filters.types.length + filters.statuses.length;

/** One list the sidebar shows: a tab, the search text and the filters. */
export interface ListView {
  tab: NotificationTab;
  q: string;
  filters: NotificationFilters;
}

/**
 * The same choice always in the same order, so equal views share one cache entry and the
 * query string does not depend on the order things were ticked.
 */
export function normalizeFilters(filters: NotificationFilters): NotificationFilters {
  const inOrder = <Value>(all: readonly Value[], chosen: readonly Value[]) =>
    all.filter((value) => chosen.includes(value));
  return {
    priorities: inOrder(NOTIFICATION_PRIORITIES, filters.priorities),
    types: inOrder(NOTIFICATION_TYPES, filters.types),
    statuses: inOrder(READ_STATUSES, filters.statuses),
  };
}

/** GET /api/notifications query parameters for a page of the view. */
export function listParams(
  view: ListView,
  page: { offset: number; limit: number },
): Record<string, string | number> {
  const params: Record<string, string | number> = {
    tab: view.tab,
    limit: page.limit,
    offset: page.offset,
  };
  const q = view.q.trim();
  if (q) params.q = q;
  if (view.filters.priorities.length > 0) params.priority = view.filters.priorities.join(',');
  if (view.filters.types.length > 0) params.type = view.filters.types.join(',');
  // Both statuses ticked is the same as neither: the API takes one or none.
  const [status, ...more] = view.filters.statuses;
  if (status && more.length === 0) params.status = status;
  return params;
}

export interface TypeGroup {
  category: NotificationCategory;
  types: NotificationType[];
}

/** The filter panel lists the types under their categories, in the product's category order. */
export const TYPE_GROUPS: readonly TypeGroup[] = NOTIFICATION_CATEGORIES.map((category) => ({
  category,
  types: NOTIFICATION_TYPES.filter((type) => categoryOf(type) === category),
})).filter((group) => group.types.length > 0);

/** Adds or removes one value of a multiple choice. */
export function toggled<Value>(values: readonly Value[], value: Value, on: boolean): Value[] {
  const without = values.filter((candidate) => candidate !== value);
  return on ? [...without, value] : without;
}
