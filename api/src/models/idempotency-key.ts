import { Schema, model, type InferSchemaType } from 'mongoose';

/**
 * One request sent with an Idempotency-Key: running, then its answer, kept a day so a client
 * retrying after a lost answer (a restart, another API process) is answered without a second run.
 */
const idempotencyKeySchema = new Schema({
  /** sha256 of user, route and key: keys are the client's and only unique per caller. */
  _id: { type: String, required: true },
  fingerprint: { type: String, required: true },
  state: { type: String, enum: ['running', 'done'], required: true },
  status: { type: Number, default: null },
  body: { type: Schema.Types.Mixed, default: null },
  startedAt: { type: Date, required: true },
  createdAt: { type: Date, default: () => new Date() },
});
idempotencyKeySchema.index({ createdAt: 1 }, { expireAfterSeconds: 24 * 3600 });

export type IdempotencyKeyDoc = InferSchemaType<typeof idempotencyKeySchema>;
export const IdempotencyKey = model('IdempotencyKey', idempotencyKeySchema);
