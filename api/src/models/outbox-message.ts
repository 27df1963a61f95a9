import { Schema, model, type InferSchemaType, type Types } from 'mongoose';

/**
 * E-mail and SMS the development sender records instead of sending them, for a developer (or
 * a test) to read. Kept for a week.
 */
const outboxMessageSchema = new Schema({
  channel: { type: String, enum: ['email', 'sms'], required: true },
  to: { type: String, required: true },
  subject: { type: String, default: null },
  text: { type: String, required: true },
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  notificationId: { type: Schema.Types.ObjectId, ref: 'Notification', default: null },
  createdAt: { type: Date, default: () => new Date() },
});
outboxMessageSchema.index({ createdAt: 1 }, { expireAfterSeconds: 7 * 24 * 3600 });
outboxMessageSchema.index({ customerId: 1, userId: 1, createdAt: -1 });

export type OutboxMessageDoc = InferSchemaType<typeof outboxMessageSchema> & {
  _id: Types.ObjectId;
};
export const OutboxMessage = model('OutboxMessage', outboxMessageSchema);
