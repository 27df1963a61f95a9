import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import {
  ACCEPTANCE_STATUSES,
  APPROVAL_STATUSES,
  ASSIGNMENT_STATUSES,
  ISSUE_STATUSES,
  ISSUE_TYPES,
  UNRESOLVED_ISSUE_STATUSES,
  ROLE_TYPES,
  SUBTASK_PRIORITIES,
  TASK_CATEGORIES,
  TASK_STATUSES,
} from '@staydesk/contracts';
import {
  bidSchema,
  marketplaceOfferSchema,
  marketplaceTimelineEntrySchema,
} from './task-marketplace';

const checklistItemSchema = new Schema({
  title: { type: String, required: true },
  section: { type: String, default: 'Other' },
  required: { type: Boolean, default: false },
  completed: { type: Boolean, default: false },
  photoRequired: { type: Boolean, default: false },
  estimatedDuration: { type: Number, default: 5 },
  notes: { type: String, default: '' },
  completedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  completedAt: { type: Date, default: null },
  instructions: { type: String, default: '' },
  verificationCriteria: { type: String, default: '' },
  /** The task file that verified a photo-required step. */
  photoId: { type: Schema.Types.ObjectId, default: null },
});

const assignmentSchema = new Schema({
  userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  status: { type: String, enum: ASSIGNMENT_STATUSES, default: 'pending' },
  acceptanceStatus: { type: String, enum: ACCEPTANCE_STATUSES, default: 'pending' },
  approvalStatus: { type: String, enum: APPROVAL_STATUSES, default: 'none' },
  roleType: { type: String, enum: ROLE_TYPES, default: 'staff' },
  notes: { type: String, default: '' },
  startedAt: { type: Date, default: null },
  completedAt: { type: Date, default: null },
  createdAt: { type: Date, default: () => new Date() },
});

const issuePhotoSchema = new Schema(
  { url: { type: String, required: true }, caption: { type: String, default: null } },
  { _id: false },
);
const issueVoiceSchema = new Schema(
  {
    url: { type: String, required: true },
    transcription: { type: String, default: null },
    duration: { type: Number, default: null },
  },
  { _id: false },
);
const issueVideoSchema = new Schema(
  {
    url: { type: String, required: true },
    thumbnail: { type: String, default: null },
    caption: { type: String, default: null },
    duration: { type: Number, default: null },
  },
  { _id: false },
);
const costEstimationSchema = new Schema(
  {
    additionalTime: { type: Number, required: true },
    additionalCost: { type: Number, required: true },
    currency: { type: String, required: true },
    estimatedAt: { type: Date, required: true },
  },
  { _id: false },
);

const issueSchema = new Schema({
  type: { type: String, enum: ISSUE_TYPES, default: 'other' },
  title: { type: String, required: true },
  description: { type: String, default: '' },
  status: { type: String, enum: ISSUE_STATUSES, default: 'reported' },
  isBlocking: { type: Boolean, default: false },
  /** null: the panel shows it under 'General'. */
  location: { type: String, default: null },
  reportedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  resolvedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  resolvedAt: { type: Date, default: null },
  photos: { type: [issuePhotoSchema], default: [] },
  voiceRecordings: { type: [issueVoiceSchema], default: [] },
  videos: { type: [issueVideoSchema], default: [] },
  createdTaskId: { type: Schema.Types.ObjectId, ref: 'Task', default: null },
  fromSubtask: { type: Boolean, default: false },
  subtaskTitle: { type: String, default: null },
  costEstimation: { type: costEstimationSchema, default: null },
  createdAt: { type: Date, default: () => new Date() },
});

/** A task's own escalation rules (hours, confirmation ones in days); null means the defaults. */
const escalationRulesSchema = new Schema(
  {
    primaryVisibilityTime: { type: Number, required: true },
    backupVisibilityTime: { type: Number, required: true },
    marketplaceVisibilityTime: { type: Number, required: true },
    confirmationReminderTime: { type: Number, required: true },
    confirmationDeadlineTime: { type: Number, required: true },
    progressUpdateTime: { type: Number, required: true },
    completionReminderTime: { type: Number, required: true },
  },
  { _id: false },
);

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
    actualDuration: { type: Number, default: null },
    listingId: { type: Schema.Types.ObjectId, ref: 'Listing', default: null },
    reservationId: { type: Schema.Types.ObjectId, ref: 'Reservation', default: null },
    parentTaskId: { type: Schema.Types.ObjectId, ref: 'Task', default: null },
    subtaskOrder: { type: Number, default: null },
    marketplaceEligible: { type: Boolean, default: false },
    paymentStatus: { type: String, default: null },
    requiresApproval: { type: Boolean, default: false },
    requiresAcceptance: { type: Boolean, default: false },
    acceptanceDeadline: { type: Date, default: null },
    approvalDeadline: { type: Date, default: null },
    checklistTemplateId: { type: Schema.Types.ObjectId, ref: 'ChecklistTemplate', default: null },
    taskTemplateId: { type: String, default: null },
    relatedIssueId: { type: String, default: null },
    isPaused: { type: Boolean, default: false },
    pausedAt: { type: Date, default: null },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    updatedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    /** Grows by one on every write: PATCH compares it, so a stale edit cannot overwrite. */
    version: { type: Number, default: 0 },
    tagIds: { type: [Schema.Types.ObjectId], ref: 'Tag', default: [] },
    checklist: { type: [checklistItemSchema], default: [] },
    assignments: { type: [assignmentSchema], default: [] },
    issues: { type: [issueSchema], default: [] },
    bids: { type: [bidSchema], default: [] },
    marketplaceOffer: { type: marketplaceOfferSchema, default: null },
    marketplaceTimeline: { type: [marketplaceTimelineEntrySchema], default: [] },
    invitedProviderIds: { type: [Schema.Types.ObjectId], ref: 'User', default: [] },
    escalationRules: { type: escalationRulesSchema, default: null },
  },
  { timestamps: true },
);
// One index per list query: by due date, by status, by listing, by assignee, by parent, and the
// other sorts, each ending in _id for the cursor.
taskSchema.index({ customerId: 1, dueDate: 1, _id: 1 });
taskSchema.index({ customerId: 1, status: 1, dueDate: 1, _id: 1 });
taskSchema.index({ customerId: 1, listingId: 1, dueDate: 1 });
taskSchema.index({ customerId: 1, 'assignments.userId': 1, dueDate: 1 });
taskSchema.index({ customerId: 1, marketplaceEligible: 1, status: 1 });
taskSchema.index({ customerId: 1, priority: 1, dueDate: 1, _id: 1 });
taskSchema.index({ customerId: 1, createdAt: -1, _id: -1 });
taskSchema.index({ customerId: 1, updatedAt: -1, _id: -1 });
taskSchema.index({ parentTaskId: 1, subtaskOrder: 1 });
// The providers' listing of public offers of every customer, soonest due first; a customer's own
// offers are read through customerId and marketplaceEligible.
taskSchema.index({
  marketplaceEligible: 1,
  'marketplaceOffer.public': 1,
  'marketplaceOffer.takenBy': 1,
  dueDate: 1,
  _id: 1,
  'marketplaceOffer.expiresAt': 1,
  'marketplaceOffer.visibleFrom': 1,
  'marketplaceOffer.city': 1,
  'marketplaceOffer.requiredSkills': 1,
  'marketplaceOffer.lat': 1,
  'marketplaceOffer.lng': 1,
});
// A provider's bids, newest task first.
taskSchema.index({ 'bids.providerId': 1, updatedAt: -1 });
taskSchema.index({ customerId: 1, listingId: 1, category: 1, status: 1 });
// The home inbox's unresolved issues: few tasks have any issue, so the index holds only those.
// A partial filter cannot say "not resolved" on every server we run on; $exists it can.
taskSchema.index(
  { customerId: 1, dueDate: 1 },
  { name: 'issues_by_due', partialFilterExpression: { 'issues.0': { $exists: true } } },
);
/** Tasks with an unresolved issue, in the terms issues_by_due is chosen for. */
export const UNRESOLVED_ISSUE_FILTER = {
  'issues.0': { $exists: true },
  'issues.status': { $in: [...UNRESOLVED_ISSUE_STATUSES] },
};

export type TaskDoc = InferSchemaType<typeof taskSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const Task = model('Task', taskSchema);
