import { Schema, model, type InferSchemaType } from 'mongoose';

/**
 * Who impersonated whom, when and why, and every refused attempt: kept for review, never
 * changed after it is written.
 */
const impersonationAuditSchema = new Schema({
  outcome: { type: String, enum: ['started', 'ended', 'refused'], required: true },
  actorUserId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  actorEmail: { type: String, required: true },
  actorCustomerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  /** Set when the actor's session was itself an impersonation (always refused). */
  originalEmail: { type: String, default: null },
  targetUserId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  targetEmail: { type: String, default: null },
  targetCustomerId: { type: Schema.Types.ObjectId, ref: 'Customer', default: null },
  reason: { type: String, default: null },
  /** What was tried and why it was refused. */
  attempted: { type: String, default: null },
  refusal: { type: String, default: null },
  at: { type: Date, default: () => new Date() },
});
impersonationAuditSchema.index({ actorCustomerId: 1, at: -1 });
impersonationAuditSchema.index({ targetUserId: 1, at: -1 });

export type ImpersonationAuditDoc = InferSchemaType<typeof impersonationAuditSchema>;
export const ImpersonationAudit = model('ImpersonationAudit', impersonationAuditSchema);
