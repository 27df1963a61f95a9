import { Schema, model, type InferSchemaType } from 'mongoose';
import { VERIFICATION_CHANNELS } from '@staydesk/contracts';

/**
 * A one-time code sent to confirm an e-mail address or phone number: only its hash is kept,
 * one per user and channel (sending a new code replaces the old), gone a day after it expires.
 */
const verificationCodeSchema = new Schema({
  userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  channel: { type: String, enum: VERIFICATION_CHANNELS, required: true },
  /** The address or number the code was sent to; it becomes the user's once confirmed. */
  target: { type: String, required: true },
  codeHash: { type: String, required: true },
  attempts: { type: Number, default: 0 },
  expiresAt: { type: Date, required: true },
});
verificationCodeSchema.index({ userId: 1, channel: 1 }, { unique: true });
verificationCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 3600 });

export type VerificationCodeDoc = InferSchemaType<typeof verificationCodeSchema>;
export const VerificationCode = model('VerificationCode', verificationCodeSchema);
