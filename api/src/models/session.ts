import { Schema, model, type InferSchemaType } from 'mongoose';
import { ROLES } from '@staydesk/contracts';

const sessionSchema = new Schema({
  /** sha256 of the cookie token: a leaked database does not leak usable sessions. */
  tokenHash: { type: String, required: true },
  userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  currentRole: { type: String, enum: ROLES, required: true },
  /** While impersonating: who started it, shown in the banner and restored at the end. */
  originalUser: {
    type: new Schema({ email: String, customerId: String, isAdmin: Boolean }, { _id: false }),
    default: null,
  },
  createdAt: { type: Date, default: () => new Date() },
  expiresAt: { type: Date, required: true },
});
sessionSchema.index({ tokenHash: 1 }, { unique: true });
sessionSchema.index({ userId: 1 });
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type SessionDoc = InferSchemaType<typeof sessionSchema>;
export const SessionModel = model('Session', sessionSchema);
