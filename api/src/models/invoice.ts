import { Schema, model, type InferSchemaType, type Types } from 'mongoose';

/**
 * The invoice of a completed marketplace task, keyed by the task's id: a task has one invoice,
 * and a doubled completion cannot make a second (the insert meets the first's key).
 */
const invoiceSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    /** The customer's running count of invoices: 'TASK-007' when no number was given. */
    sequence: { type: Number, required: true },
    /** A number an accounting system gave; none from the built-in invoicing. */
    number: { type: String, default: null },
    cost: { type: Number, required: true },
    fee: { type: Number, required: true },
    total: { type: Number, required: true },
    currency: { type: String, required: true },
    providerId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    issuedAt: { type: Date, required: true },
    dueAt: { type: Date, required: true },
  },
  { timestamps: true },
);
invoiceSchema.index({ customerId: 1, sequence: 1 }, { unique: true });

export type InvoiceDoc = InferSchemaType<typeof invoiceSchema> & { _id: Types.ObjectId };
export const InvoiceModel = model('Invoice', invoiceSchema);

/** Per-customer counters, taken with one atomic increment. */
const counterSchema = new Schema({
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  name: { type: String, required: true },
  value: { type: Number, default: 0 },
});
counterSchema.index({ customerId: 1, name: 1 }, { unique: true });
export const InvoiceCounter = model('InvoiceCounter', counterSchema);
