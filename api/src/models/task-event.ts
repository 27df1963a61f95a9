import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { TIMELINE_EVENT_TYPES } from '@staydesk/contracts';

/**
 * One entry of a task's timeline, kept in its own collection: a busy task gathers hundreds, and
 * the task document stays small for every list that reads it.
 */
const taskEventSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    taskId: { type: Schema.Types.ObjectId, ref: 'Task', required: true },
    type: { type: String, enum: TIMELINE_EVENT_TYPES, required: true },
    description: { type: String, required: true },
    metadata: { type: Schema.Types.Mixed, default: {} },
    /** Null for the system. */
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    userName: { type: String, default: 'System' },
    userRole: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
taskEventSchema.index({ taskId: 1, createdAt: -1 });

export type TaskEventDoc = InferSchemaType<typeof taskEventSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const TaskEvent = model('TaskEvent', taskEventSchema);
