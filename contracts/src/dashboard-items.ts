/**
 * The home inbox's rules, without schemas (the shell's first load carries no zod; the schemas
 * are in dashboard-item-schemas.ts).
 *
 * The home inbox (spec: shell §4 'Dashboard undo'): what needs the caller's attention, most
 * pressing first. The order of the kinds is the rank; see docs/decisions/0027-home-inbox.md.
 */
export const DASHBOARD_ITEM_KINDS = [
  'overdue',
  'due_soon',
  'reservation_request',
  'open_issue',
  'unassigned',
  'assigned',
  'offer',
] as const;
export type DashboardItemKind = (typeof DASHBOARD_ITEM_KINDS)[number];

export const DASHBOARD_ITEM_KIND_LABELS: Record<DashboardItemKind, string> = {
  overdue: 'Overdue',
  due_soon: 'Due within 24 h',
  reservation_request: 'Reservation request',
  open_issue: 'Open issue',
  unassigned: 'Unassigned',
  assigned: 'Your task',
  offer: 'Marketplace offer',
};

/** The sources an item comes from; its id is `<source>:<source id>`, stable across reads. */
export const DASHBOARD_ITEM_SOURCES = ['task', 'reservation'] as const;
export type DashboardItemSource = (typeof DASHBOARD_ITEM_SOURCES)[number];

export const dashboardItemIdOf = (source: DashboardItemSource, sourceId: string) =>
  `${source}:${sourceId}`;

export const DASHBOARD_ITEM_ID_PATTERN = new RegExp(
  `^(${DASHBOARD_ITEM_SOURCES.join('|')}):([0-9a-f]{24})$`,
);

/** The source of an item id, or null when it names none. */
export function sourceOfItemId(
  itemId: string,
): { source: DashboardItemSource; sourceId: string } | null {
  const match = DASHBOARD_ITEM_ID_PATTERN.exec(itemId);
  return match ? { source: match[1] as DashboardItemSource, sourceId: match[2]! } : null;
}

export const REMINDER_PRESETS = ['last_used', 'tomorrow', 'next_week', 'this_weekend'] as const;
export type ReminderPreset = (typeof REMINDER_PRESETS)[number];
/** A preset that names a day by itself: 'last used' stands for one of these. */
export type DatedReminderPreset = Exclude<ReminderPreset, 'last_used'>;

export const REMINDER_PRESET_LABELS: Record<ReminderPreset, string> = {
  last_used: 'Last used',
  tomorrow: 'Tomorrow',
  next_week: 'Next week',
  this_weekend: 'This weekend',
};

/** At most this many items are listed, and changed by one command. */
export const DASHBOARD_ITEMS_LIMIT = 50;

/** Commands of the inbox travel on this topic. */
export const DASHBOARD_TOPIC = 'dashboard';

export const NO_REMINDER_USED_YET = 'No reminder has been set yet: pick a day';

/** What an item is ranked by. */
export interface RankedDashboardItem {
  id: string;
  kind: DashboardItemKind;
  at: string | null;
  createdAt: string;
}

/** Items in rank order: by kind, then by `at` (none last), unassigned ones newest first. */
export function compareDashboardItems(
  left: RankedDashboardItem,
  right: RankedDashboardItem,
): number {
  const byKind = DASHBOARD_ITEM_KINDS.indexOf(left.kind) - DASHBOARD_ITEM_KINDS.indexOf(right.kind);
  if (byKind !== 0) return byKind;
  if (left.kind === 'unassigned') return right.createdAt.localeCompare(left.createdAt);
  if (left.at === right.at) return left.id.localeCompare(right.id);
  if (left.at === null) return 1;
  if (right.at === null) return -1;
  return Date.parse(left.at) - Date.parse(right.at);
}

const HOUR_MS = 3_600_000;

export interface TaskAttention {
  due: Date | null;
  hasOpenIssue: boolean;
  /** Someone holds it (a live assignment). */
  assigned: boolean;
  assignedToViewer: boolean;
  /** The viewer sees only its own tasks and offers (contracts' taskScope 'assigned'). */
  viewerSeesOwnOnly: boolean;
}

/**
 * Why a task needs the viewer's attention, or null when it does not. Field staff see their own
 * tasks, dated or not, and the marketplace's offers after them; managers see what is late, due
 * within 24 h, blocked by an issue or held by nobody.
 */
export function taskItemKind(task: TaskAttention, now: Date): DashboardItemKind | null {
  if (task.viewerSeesOwnOnly && !task.assignedToViewer) return 'offer';
  if (task.due && task.due.getTime() < now.getTime()) return 'overdue';
  if (task.due && task.due.getTime() <= now.getTime() + 24 * HOUR_MS) return 'due_soon';
  if (task.hasOpenIssue) return 'open_issue';
  if (!task.assigned) return 'unassigned';
  return task.assignedToViewer ? 'assigned' : null;
}
