import { TZDate } from '@date-fns/tz';
import { z } from 'zod';

/**
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

const SOURCE_PATTERN = new RegExp(`^(${DASHBOARD_ITEM_SOURCES.join('|')}):([0-9a-f]{24})$`);

/** The source of an item id, or null when it names none. */
export function sourceOfItemId(
  itemId: string,
): { source: DashboardItemSource; sourceId: string } | null {
  const match = SOURCE_PATTERN.exec(itemId);
  return match ? { source: match[1] as DashboardItemSource, sourceId: match[2]! } : null;
}

const itemId = z
  .string()
  .regex(SOURCE_PATTERN, 'itemId: Not an inbox item (task:<id> or reservation:<id>)');

export const dashboardItemSchema = z.object({
  id: itemId,
  kind: z.enum(DASHBOARD_ITEM_KINDS),
  source: z.enum(DASHBOARD_ITEM_SOURCES),
  sourceId: z.string(),
  title: z.string(),
  /** A second line: the listing and guest of a request, the status of a task. */
  subtitle: z.string(),
  /** What the item is ordered by within its kind: the due date, a request's check-in. */
  at: z.iso.datetime({ offset: true }).nullable(),
  /** When it came in: unassigned tasks list newest first. */
  createdAt: z.iso.datetime({ offset: true }),
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

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

/** GET /api/dashboard/items. */
export const dashboardItemsSchema = z.object({
  items: z.array(dashboardItemSchema),
  /** Whose items these are, as the task lists say it. */
  scopeLabel: z.string(),
  /** What 'Last used' stands for; null until the caller set a reminder. */
  lastReminderPreset: z.enum(REMINDER_PRESETS).exclude(['last_used']).nullable(),
});
export type DashboardItems = z.infer<typeof dashboardItemsSchema>;

/** At most this many items are listed, and changed by one command. */
export const DASHBOARD_ITEMS_LIMIT = 50;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const timeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'timeZone: Not a time zone (e.g. Europe/Paris)');

const oneItem = z.object({ itemId });
const manyItems = z.object({ itemIds: z.array(itemId).min(1).max(DASHBOARD_ITEMS_LIMIT) });

/** Payloads of the dashboard events of POST /api/commands. */
export const DASHBOARD_COMMAND_PAYLOADS = {
  'item.complete': oneItem,
  'items.complete': manyItems,
  'item.restore': oneItem,
  'items.restore': manyItems,
  'item.reminder': oneItem.extend({ preset: z.enum(REMINDER_PRESETS), timeZone }),
  'item.remove_reminder': oneItem,
} as const;
export type DashboardCommandEvent = keyof typeof DASHBOARD_COMMAND_PAYLOADS;

/** Commands of the inbox travel on this topic. */
export const DASHBOARD_TOPIC = 'dashboard';

/** The undo of each change (spec: shell §4). */
export const DASHBOARD_UNDO: Partial<Record<DashboardCommandEvent, DashboardCommandEvent>> = {
  'item.complete': 'item.restore',
  'items.complete': 'items.restore',
  'item.reminder': 'item.remove_reminder',
};

export const NO_REMINDER_USED_YET = 'No reminder has been set yet: pick a day';

/** Reminders fire at 8:00 in the user's time zone. */
export const DEFAULT_REMINDER_HOUR = 8;

const MONDAY = 1;
const SATURDAY = 6;
const SUNDAY = 0;

/** The first day at 8:00 (in the zone) after now that the preset accepts. */
function nextEightOClock(now: Date, zone: string, accepts: (day: TZDate) => boolean): Date {
  const today = new TZDate(now.getTime(), zone);
  for (let offset = 0; ; offset += 1) {
    const day = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + offset,
      DEFAULT_REMINDER_HOUR,
      0,
      0,
      0,
      zone,
    );
    if (day.getTime() > now.getTime() && accepts(day)) return new Date(day.getTime());
  }
}

/**
 * When a reminder set now comes back: tomorrow at 8:00; next week on Monday at 8:00 (a Monday
 * after today's); this weekend at the next Saturday or Sunday 8:00 still ahead, so on a Saturday
 * after 8:00 it is Sunday and on a Sunday after 8:00 the next Saturday. Days are the zone's.
 */
export function reminderTime(preset: DatedReminderPreset, now: Date, zone: string): Date {
  const today = new TZDate(now.getTime(), zone);
  const dayKey = (day: TZDate) => day.getFullYear() * 10_000 + day.getMonth() * 100 + day.getDate();
  const isAfterToday = (day: TZDate) => dayKey(day) > dayKey(today);
  switch (preset) {
    case 'tomorrow':
      return nextEightOClock(now, zone, isAfterToday);
    case 'next_week':
      return nextEightOClock(now, zone, (day) => day.getDay() === MONDAY && isAfterToday(day));
    case 'this_weekend':
      return nextEightOClock(now, zone, (day) => [SATURDAY, SUNDAY].includes(day.getDay()));
  }
}

/** Items in rank order: by kind, then by `at` (none last), unassigned ones newest first. */
export function compareDashboardItems(left: DashboardItem, right: DashboardItem): number {
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
