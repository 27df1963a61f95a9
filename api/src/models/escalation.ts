import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { ESCALATION_LEVELS, ESCALATION_REASONS, ESCALATION_STEPS } from '@staydesk/contracts';

/**
 * One escalation of a task: a manual warning, an escalation to the marketplace, or a step the
 * escalation engine fired. The unique index on (task, stepKey) is what makes a step write its
 * record once, whichever API instance runs it.
 */
const escalationSchema = new Schema({
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  taskId: { type: Schema.Types.ObjectId, ref: 'Task', required: true },
  reason: { type: String, enum: ESCALATION_REASONS, required: true },
  level: { type: String, enum: ESCALATION_LEVELS, required: true },
  details: { type: String, default: '' },
  fromProviderId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  toProviderId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  /** The assignment the escalation created for the backup provider, if it did. */
  backupAssignmentId: { type: Schema.Types.ObjectId, default: null },
  /** What ends it: a provider accepting the task, or the task being completed. */
  resolvesOn: { type: String, enum: ['acceptance', 'completion'], required: true },
  /** The engine's step ('primary_timeout:<assignment>'), or 'manual:<id>' for a person's. */
  stepKey: { type: String, required: true },
  createdBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  createdAt: { type: Date, required: true },
  /** What the people it concerns are told, kept for a retried step to tell them. */
  notice: {
    type: new Schema(
      {
        title: { type: String, required: true },
        description: { type: String, required: true },
        providerIds: { type: [Schema.Types.ObjectId], default: [] },
        managers: { type: Boolean, required: true },
      },
      { _id: false },
    ),
    default: null,
  },
  /** When the people it concerns were told: a retried step tells them if this is still null. */
  toldAt: { type: Date, default: null },
  resolvedAt: { type: Date, default: null },
});
escalationSchema.index({ customerId: 1, taskId: 1, createdAt: 1, _id: 1 });
escalationSchema.index({ taskId: 1, stepKey: 1 }, { unique: true });

export type EscalationDoc = InferSchemaType<typeof escalationSchema> & { _id: Types.ObjectId };
export const Escalation = model('Escalation', escalationSchema);

export const ESCALATION_STEP_STATES = [
  'pending',
  'running',
  'done',
  'cancelled',
  'failed',
] as const;

/**
 * A step of the escalation engine due at a time: one per task and key (the step and the
 * assignment or moment it is about), so scheduling it again changes its time, never doubles it.
 */
const escalationStepSchema = new Schema({
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  taskId: { type: Schema.Types.ObjectId, ref: 'Task', required: true },
  step: { type: String, enum: ESCALATION_STEPS, required: true },
  key: { type: String, required: true },
  dueAt: { type: Date, required: true },
  state: { type: String, enum: ESCALATION_STEP_STATES, default: 'pending' },
  attempts: { type: Number, default: 0 },
  /** While running: when another instance may take it over (the one running it died). */
  lockedUntil: { type: Date, default: null },
  lastError: { type: String, default: null },
});
escalationStepSchema.index({ taskId: 1, key: 1 }, { unique: true });
escalationStepSchema.index({ state: 1, dueAt: 1 });
escalationStepSchema.index({ state: 1, lockedUntil: 1 });

export type EscalationStepDoc = InferSchemaType<typeof escalationStepSchema> & {
  _id: Types.ObjectId;
};
export const EscalationStep = model('EscalationStep', escalationStepSchema);
