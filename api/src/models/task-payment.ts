import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { PAYMENT_STATUSES } from '@staydesk/contracts';

/**
 * The payment of one task, keyed by the task's id: one document per task, so every transition
 * is one conditional update on it (no transactions: the offline database has none). The task's
 * own paymentStatus mirrors its status for the lists and the sidebar's badges.
 */
const taskPaymentSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    status: { type: String, enum: PAYMENT_STATUSES, default: 'pending' },
    amount: { type: Number, default: null },
    currency: { type: String, default: 'USD' },
    /** When the provider was paid: at processing for a completed task, else at release. */
    paidAt: { type: Date, default: null },
    scheduledFor: { type: Date, default: null },
    /** The schedule the job of a scheduled payment carries: a stale or doubled job finds another. */
    scheduleId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);

export type TaskPaymentDoc = InferSchemaType<typeof taskPaymentSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const TaskPayment = model('TaskPayment', taskPaymentSchema);
