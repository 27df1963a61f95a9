import { z } from 'zod';
import { isTimeZone } from './kept-workspace-cookie';
import {
  DASHBOARD_ITEM_ID_PATTERN,
  DASHBOARD_ITEM_KINDS,
  DASHBOARD_ITEM_SOURCES,
  DASHBOARD_ITEMS_LIMIT,
  REMINDER_PRESETS,
} from './dashboard-items';

const itemId = z
  .string()
  .regex(DASHBOARD_ITEM_ID_PATTERN, 'itemId: Not an inbox item (task:<id> or reservation:<id>)');

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
  /** The zone its times are read and shown in: its listing's, else the customer's (IANA). */
  timeZone: z.string(),
  /** When it came in: unassigned tasks list newest first. */
  createdAt: z.iso.datetime({ offset: true }),
  /** Whether the caller may mark it done here: field staff finish their tasks in the field. */
  mayMarkDone: z.boolean(),
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

/** GET /api/dashboard/items. */
export const dashboardItemsSchema = z.object({
  items: z.array(dashboardItemSchema),
  /** Whose items these are, as the task lists say it. */
  scopeLabel: z.string(),
  /** What 'Last used' stands for; null until the caller set a reminder. */
  lastReminderPreset: z.enum(REMINDER_PRESETS).exclude(['last_used']).nullable(),
});
export type DashboardItems = z.infer<typeof dashboardItemsSchema>;

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

/** The undo of each change (spec: shell §4). */
export const DASHBOARD_UNDO: Partial<Record<DashboardCommandEvent, DashboardCommandEvent>> = {
  'item.complete': 'item.restore',
  'items.complete': 'items.restore',
  'item.reminder': 'item.remove_reminder',
};
