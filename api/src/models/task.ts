import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import {
  ASSIGNMENT_STATUSES,
  SUBTASK_PRIORITIES,
  TASK_CATEGORIES,
  TASK_STATUSES,
} from '@staydesk/contracts';

const checklistItemSchema = new Schema({
  title: { type: String, required: true },
  section: { type: String, default: 'Other' },
  required: { type: Boolean, default: false },
  completed: { type: Boolean, default: false },
  photoRequired: { type: Boolean, default: false },
  estimatedDuration: { type: Number, default: 5 },
  completedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  completedAt: { type: Date, default: null },
});

const assignmentSchema = new Schema({
  userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  status: { type: String, enum: ASSIGNMENT_STATUSES, default: 'pending' },
  createdAt: { type: Date, default: () => new Date() },
});

const bidSchema = new Schema({
  providerId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  status: { type: String, enum: ['pending', 'accepted'], default: 'pending' },
  amount: { type: Number, required: true },
  currency: { type: String, default: 'USD' },
  estimatedDuration: { type: Number, default: null },
  notes: { type: String, default: '' },
  createdAt: { type: Date, default: () => new Date() },
});

const taskSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    category: { type: String, enum: TASK_CATEGORIES, required: true },
    priority: { type: String, enum: SUBTASK_PRIORITIES, required: true },
    status: { type: String, enum: TASK_STATUSES, default: 'todo' },
    dueDate: { type: Date, default: null },
    startDate: { type: Date, default: null },
    startedAt: { type: Date, default: null },
    completedAt: { type: Date, default: null },
    estimatedDuration: { type: Number, default: null },
    listingId: { type: Schema.Types.ObjectId, ref: 'Listing', default: null },
    reservationId: { type: Schema.Types.ObjectId, ref: 'Reservation', default: null },
    parentTaskId: { type: Schema.Types.ObjectId, ref: 'Task', default: null },
    marketplaceEligible: { type: Boolean, default: false },
    paymentStatus: { type: String, default: null },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    checklist: { type: [checklistItemSchema], default: [] },
    assignments: { type: [assignmentSchema], default: [] },
    bids: { type: [bidSchema], default: [] },
  },
  { timestamps: true },
);
taskSchema.index({ customerId: 1, dueDate: 1 });
taskSchema.index({ customerId: 1, status: 1, dueDate: 1 });
taskSchema.index({ customerId: 1, listingId: 1, dueDate: 1 });
taskSchema.index({ customerId: 1, 'assignments.userId': 1 });

export type TaskDoc = InferSchemaType<typeof taskSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const Task = model('Task', taskSchema);
