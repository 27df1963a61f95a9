import { Types } from 'mongoose';
import {
  NO_REMINDER_USED_YET,
  reminderTime,
  sourceOfItemId,
  type DatedReminderPreset,
  type ReminderPreset,
  type TaskStatus,
  type TaskViewer,
} from '@staydesk/contracts';
import { HttpError, notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { DashboardItemState, ReminderChoice } from '../../models/dashboard-item-state';
import { Reservation } from '../../models/reservation';
import type { TaskDoc } from '../../models/task';
import { publish } from '../live-events';
import { findVisibleTask, viewerOf } from '../tasks-access';
import { changeTask } from '../tasks-update';
import { OPEN_TASK_STATUSES, REQUEST_ROLES } from './items';

type Source = { kind: 'task'; viewer: TaskViewer; task: TaskDoc } | { kind: 'reservation' };

/** The item's source as the caller sees it; anything else answers like a missing item. */
async function sourceOf(auth: AuthContext, itemId: string): Promise<Source> {
  const parsed = sourceOfItemId(itemId);
  if (!parsed) throw notFound('Item');
  if (parsed.source === 'task') {
    const viewer = await viewerOf(auth);
    return { kind: 'task', viewer, task: await findVisibleTask(auth, viewer, parsed.sourceId) };
  }
  const exists =
    REQUEST_ROLES.includes(auth.role) &&
    (await Reservation.exists({
      _id: new Types.ObjectId(parsed.sourceId),
      customerId: auth.customerObjectId,
    }));
  if (!exists) throw notFound('Item');
  return { kind: 'reservation' };
}

const stateKey = (auth: AuthContext, itemId: string) => ({
  userId: auth.user._id,
  customerId: auth.customerObjectId,
  itemId,
});

const saveState = (auth: AuthContext, itemId: string, set: Record<string, unknown>) =>
  DashboardItemState.updateOne(stateKey(auth, itemId), { $set: set }, { upsert: true });

/**
 * Marks an item done. A task is completed through the task rules (refused as the sidebar
 * would refuse it) and remembers its status for undo; a reservation request is done for the
 * caller only. Doing it twice changes nothing more.
 */
export async function completeItem(auth: AuthContext, itemId: string): Promise<void> {
  const source = await sourceOf(auth, itemId);
  if (source.kind === 'reservation') {
    await saveState(auth, itemId, { doneAt: new Date() });
    return;
  }
  const { task, viewer } = source;
  if (task.status === 'completed') return;
  if (!OPEN_TASK_STATUSES.includes(task.status as TaskStatus)) {
    throw new HttpError(422, 'bad_request', 'Only an open task can be marked done');
  }
  await changeTask(auth, viewer, task, { status: 'completed' }, null);
  await saveState(auth, itemId, { statusBeforeDone: task.status });
}

/** Undoes completeItem: the task gets back the status it had; the request shows again. */
export async function restoreItem(auth: AuthContext, itemId: string): Promise<void> {
  const source = await sourceOf(auth, itemId);
  const state = await DashboardItemState.findOne(stateKey(auth, itemId)).lean();
  if (source.kind === 'task') {
    const before = state?.statusBeforeDone as TaskStatus | null | undefined;
    if (before && source.task.status === 'completed') {
      await changeTask(auth, source.viewer, source.task, { status: before }, null);
    }
  }
  if (state) await saveState(auth, itemId, { doneAt: null, statusBeforeDone: null });
}

/** The day a preset names; 'last used' is the caller's previous pick. */
async function datedPreset(
  auth: AuthContext,
  preset: ReminderPreset,
): Promise<DatedReminderPreset> {
  if (preset !== 'last_used') {
    await ReminderChoice.updateOne(
      { userId: auth.user._id },
      { $set: { preset } },
      { upsert: true },
    );
    return preset;
  }
  const choice = await ReminderChoice.findOne({ userId: auth.user._id }).lean();
  if (!choice) throw new HttpError(422, 'bad_request', NO_REMINDER_USED_YET);
  return choice.preset as DatedReminderPreset;
}

/** Hides the item until the preset's day at 8:00 in the caller's time zone. */
export async function remindLater(
  auth: AuthContext,
  request: { itemId: string; preset: ReminderPreset; timeZone: string },
): Promise<{ itemId: string; remindAt: string }> {
  await sourceOf(auth, request.itemId);
  const preset = await datedPreset(auth, request.preset);
  const remindAt = reminderTime(preset, new Date(), request.timeZone);
  await saveState(auth, request.itemId, { remindAt });
  return { itemId: request.itemId, remindAt: remindAt.toISOString() };
}

export async function removeReminder(auth: AuthContext, itemId: string): Promise<void> {
  await sourceOf(auth, itemId);
  await saveState(auth, itemId, { remindAt: null });
}

/** Tells every open inbox of the caller that these items changed. */
export const announceItemChange = (auth: AuthContext, itemIds: readonly string[]) =>
  publish({
    customerId: auth.customerObjectId,
    userId: auth.userId,
    topic: 'dashboard',
    type: 'dashboard.items.changed',
    payload: { itemIds },
  });
