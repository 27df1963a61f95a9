import { Schema, model, type InferSchemaType } from 'mongoose';

/**
 * A browser that has signed in to an account: its sign-in attempts for that account are
 * throttled on their own, so a stranger's failures cannot lock the owner out of it.
 */
const trustedDeviceSchema = new Schema({
  /** sha256 of the device cookie's token, as for sessions. */
  tokenHash: { type: String, required: true },
  email: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});
trustedDeviceSchema.index({ tokenHash: 1 }, { unique: true });
trustedDeviceSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type TrustedDeviceDoc = InferSchemaType<typeof trustedDeviceSchema>;
export const TrustedDevice = model('TrustedDevice', trustedDeviceSchema);
