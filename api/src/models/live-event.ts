import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { EVENT_TOPICS } from '@staydesk/contracts';

/**
 * Domain events on their way to browsers. Every API instance watches this collection with a
 * change stream, so an event written by one instance reaches the streams of all of them.
 */
const liveEventSchema = new Schema({
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  /** Only this user's streams get the event; null means every user of the customer. */
  userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  topic: { type: String, enum: EVENT_TOPICS, required: true },
  type: { type: String, required: true },
  payload: { type: Schema.Types.Mixed, default: {} },
  createdAt: { type: Date, default: () => new Date() },
});
liveEventSchema.index({ createdAt: 1 }, { expireAfterSeconds: 24 * 3600 });
// A reconnecting stream reads what its customer missed after an id.
liveEventSchema.index({ customerId: 1, _id: 1 });

export type LiveEventDoc = InferSchemaType<typeof liveEventSchema> & { _id: Types.ObjectId };
export const LiveEventModel = model('LiveEvent', liveEventSchema);
