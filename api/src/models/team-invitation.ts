import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { ROLES } from '@staydesk/contracts';

/**
 * An invitation to join a customer's team, open until accepted, revoked or expired. Only the
 * token's hash is kept: the e-mail holds the only copy of the link. One open invitation per
 * address and customer (inviting again replaces it).
 */
const teamInvitationSchema = new Schema({
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  email: { type: String, required: true, lowercase: true, trim: true },
  roles: { type: [{ type: String, enum: ROLES }], required: true },
  tokenHash: { type: String, required: true },
  invitedByUserId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  invitedByName: { type: String, required: true },
  createdAt: { type: Date, default: () => new Date() },
  expiresAt: { type: Date, required: true },
});
teamInvitationSchema.index({ tokenHash: 1 }, { unique: true });
teamInvitationSchema.index({ customerId: 1, email: 1 }, { unique: true });
// Gone a day after it expires; an accepted one is deleted at once.
teamInvitationSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 3600 });

export type TeamInvitationDoc = InferSchemaType<typeof teamInvitationSchema> & {
  _id: Types.ObjectId;
};
export const TeamInvitation = model('TeamInvitation', teamInvitationSchema);
