import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { PAYMENT_EVENT_KINDS } from '@staydesk/contracts';

/** One entry of a task's payment ledger, as the built-in payment provider keeps it. */
const paymentEventSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    taskId: { type: Schema.Types.ObjectId, ref: 'Task', required: true },
    kind: { type: String, enum: PAYMENT_EVENT_KINDS, required: true },
    amount: { type: Number, required: true },
    fee: { type: Number, required: true },
    total: { type: Number, required: true },
    currency: { type: String, required: true },
    scheduledFor: { type: Date, default: null },
    reason: { type: String, default: null },
    /** Null for the scheduled job. */
    actorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    actorName: { type: String, default: null },
    /**
     * What this entry records, unique per task: a retried or doubled step writes nothing twice
     * ('scheduled:<scheduleId>', 'paid:<scheduleId>', or the entry's own id for a person's step).
     */
    step: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
paymentEventSchema.index({ taskId: 1, step: 1 }, { unique: true });
paymentEventSchema.index({ taskId: 1, createdAt: -1, _id: -1 });

export type PaymentEventDoc = InferSchemaType<typeof paymentEventSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const PaymentEvent = model('PaymentEvent', paymentEventSchema);
