import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { EXECUTION_STATES } from '@staydesk/contracts';

/**
 * One provider's run of one task (spec: marketplace-execution §3 Execution state): its state,
 * first start, open pause or break and the break seconds counted so far. The server counts the
 * time; the view's own figures, sent by its sync, are kept beside them for support.
 */
const taskExecutionSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    taskId: { type: Schema.Types.ObjectId, ref: 'Task', required: true },
    providerId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    state: { type: String, enum: EXECUTION_STATES, default: 'ready' },
    startedAt: { type: Date, default: null },
    pausedAt: { type: Date, default: null },
    pauseReason: { type: String, default: '' },
    breakSeconds: { type: Number, default: 0 },
    activeBreak: {
      type: new Schema(
        {
          id: { type: String, required: true },
          startedAt: { type: Date, required: true },
          breakType: { type: String, default: 'user_break' },
          reason: { type: String, default: '' },
        },
        { _id: false },
      ),
      default: null,
    },
    changedAt: { type: Date, default: null },
    /** What the view last reported (PATCH sync), never used for the arithmetic. */
    reported: {
      type: new Schema(
        {
          currentState: String,
          totalWorkTime: Number,
          totalBreakTime: Number,
          at: Date,
        },
        { _id: false },
      ),
      default: null,
    },
    /** Bumped by every transition: a write applies only over the state it was computed from. */
    version: { type: Number, default: 0 },
  },
  { timestamps: true },
);
taskExecutionSchema.index({ taskId: 1, providerId: 1 }, { unique: true });
// The run a manager reads: the task's most recently changed.
taskExecutionSchema.index({ taskId: 1, updatedAt: -1 });

export type TaskExecutionDoc = InferSchemaType<typeof taskExecutionSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const TaskExecution = model('TaskExecution', taskExecutionSchema);
