import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { REMINDER_PRESETS, TASK_STATUSES } from '@staydesk/contracts';

/**
 * What one user did to one item of their home inbox. A task the inbox completed keeps the
 * status it had, so that undo brings it back; a request marked done there stays done for that
 * user only; a reminder hides the item until its time.
 */
const dashboardItemStateSchema = new Schema({
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  /** `task:<id>` or `reservation:<id>` (contracts' dashboardItemIdOf). */
  itemId: { type: String, required: true },
  doneAt: { type: Date, default: null },
  statusBeforeDone: { type: String, enum: [...TASK_STATUSES, null], default: null },
  remindAt: { type: Date, default: null },
});
dashboardItemStateSchema.index({ userId: 1, customerId: 1, itemId: 1 }, { unique: true });

export type DashboardItemStateDoc = InferSchemaType<typeof dashboardItemStateSchema> & {
  _id: Types.ObjectId;
};
export const DashboardItemState = model('DashboardItemState', dashboardItemStateSchema);

/** The reminder preset a user picked last: the inbox's 'Last used' stands for it. */
const reminderChoiceSchema = new Schema({
  userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  preset: { type: String, enum: REMINDER_PRESETS, required: true },
});
reminderChoiceSchema.index({ userId: 1 }, { unique: true });

export const ReminderChoice = model('DashboardReminderChoice', reminderChoiceSchema);
