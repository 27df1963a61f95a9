import {
  DASHBOARD_TOPIC,
  formatDueDate,
  type CommandResult,
  type DashboardCommandEvent,
  type DashboardItem,
  type PlatformApi,
  type ReminderPreset,
} from '@staydesk/contracts';

/** A change the inbox made: what to say about it, what failed, and how to take it back. */
export interface InboxChange {
  changedIds: string[];
  message: string;
  error: string | null;
  undo: () => Promise<string | null>;
}

const send = (platform: PlatformApi, event: DashboardCommandEvent, payload: object) =>
  platform.executeCommand({
    action: { type: 'command', topic: DASHBOARD_TOPIC, event, payload: { ...payload } },
  });

const failureOf = (results: ReadonlyArray<CommandResult>) =>
  results.find((result) => !result.success)?.error ?? null;

const counted = (count: number, one: string, many: string) =>
  count === 1 ? one : `${count} ${many}`;

/** E: item.complete for one item, items.complete for a selection; undone by their restore. */
export async function markDone(
  platform: PlatformApi,
  items: readonly DashboardItem[],
): Promise<InboxChange> {
  const [only] = items;
  if (items.length === 1 && only) {
    const result = await send(platform, 'item.complete', { itemId: only.id });
    return {
      changedIds: result.success ? [only.id] : [],
      message: 'Marked done',
      error: result.success ? null : result.error,
      undo: async () => failureOf([await send(platform, 'item.restore', { itemId: only.id })]),
    };
  }
  const result = await send(platform, 'items.complete', { itemIds: items.map((item) => item.id) });
  const data = result.data as { itemIds: string[]; refused: Array<{ message: string }> } | null;
  const changedIds = data?.itemIds ?? [];
  const refused = data?.refused ?? [];
  return {
    changedIds,
    message: `${counted(changedIds.length, '1 item', 'items')} marked done`,
    error: !result.success
      ? result.error
      : refused[0]
        ? `${counted(refused.length, '1 item', 'items')} not done: ${refused[0].message}`
        : null,
    undo: async () => failureOf([await send(platform, 'items.restore', { itemIds: changedIds })]),
  };
}

/** The browser's time zone: reminders come back at 8:00 there. */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** H: item.reminder for each item; undone by item.remove_reminder. */
export async function remindLater(
  platform: PlatformApi,
  items: readonly DashboardItem[],
  preset: ReminderPreset,
): Promise<InboxChange> {
  const timeZone = userTimeZone();
  const results = await Promise.all(
    items.map((item) => send(platform, 'item.reminder', { itemId: item.id, preset, timeZone })),
  );
  const changed = items.filter((_, index) => results[index]?.success);
  const remindAt = (results.find((result) => result.success)?.data as { remindAt?: string } | null)
    ?.remindAt;
  return {
    changedIds: changed.map((item) => item.id),
    message: `${counted(changed.length, 'Reminder', 'reminders')} set for ${formatDueDate(remindAt)}`,
    error: failureOf(results),
    undo: async () =>
      failureOf(
        await Promise.all(
          changed.map((item) => send(platform, 'item.remove_reminder', { itemId: item.id })),
        ),
      ),
  };
}
