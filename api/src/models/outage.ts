import { Schema, model, type InferSchemaType } from 'mongoose';

/**
 * One document per source of outage news: 'provider' (the polled status page) and 'manual'
 * (raised by an admin on /system). The banner shows whichever is active, the manual one first.
 */
const outageSchema = new Schema({
  _id: { type: String, enum: ['provider', 'manual'], required: true },
  active: { type: Boolean, required: true },
  description: { type: String, default: '' },
  statusPageUrl: { type: String, default: null },
  raisedBy: { type: String, default: null },
  /** What the provider last said (polled); a change of it, not every poll, moves `active`. */
  providerDown: { type: Boolean, default: false },
  updatedAt: { type: Date, default: () => new Date() },
});

export type OutageDoc = InferSchemaType<typeof outageSchema>;
export const OutageState = model('OutageState', outageSchema);
