import { Schema, model, type InferSchemaType, type Types } from 'mongoose';

/** When a user last opened or changed a task: the Recent Activity sidebar lists the newest. */
const taskInteractionSchema = new Schema({
  customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
  userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  taskId: { type: Schema.Types.ObjectId, ref: 'Task', required: true },
  lastInteraction: { type: Date, required: true },
});
taskInteractionSchema.index({ userId: 1, customerId: 1, taskId: 1 }, { unique: true });
taskInteractionSchema.index({ userId: 1, customerId: 1, lastInteraction: -1 });

export type TaskInteractionDoc = InferSchemaType<typeof taskInteractionSchema> & {
  _id: Types.ObjectId;
};
export const TaskInteraction = model('TaskInteraction', taskInteractionSchema);
