import { z } from 'zod';
import { escalationRulesSchema, escalationSchema } from './escalations';
import { invoiceSchema } from './invoices';
import { businessDetailsSchema, listingDetailsSchema, platformDataSchema } from './listings';
import { marketplaceBidSchema } from './marketplace-bids';
import { marketplaceOfferSchema, marketplaceTimelineEntrySchema } from './marketplace-offers';
import { taskPaymentFieldsSchema } from './payments';
import { taskIssueSchema } from './task-issues';
import { ASSIGNMENT_STATUSES, SUBTASK_PRIORITIES, TASK_CATEGORIES, TASK_STATUSES } from './tasks';

// The parts of a task as it is read (spec: tasks §3, "Task (read)"): its checklist,
// assignments, tags, issues, attachments, subtasks and timeline, then the read model that puts
// them together.

/** A date and time as the API writes it: an ISO 8601 string. */
export const isoInstantSchema = z.string();

export const checklistItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 'Other' when the item was added without one. */
  section: z.string(),
  required: z.boolean(),
  completed: z.boolean(),
  completed_by: z.string().nullable(),
  completed_at: isoInstantSchema.nullable(),
  notes: z.string(),
  photo_required: z.boolean(),
  estimated_duration: z.number().int(),
  /** How to do the step and how it is checked; the API always sends them ('' when none). */
  instructions: z.string().optional(),
  verification_criteria: z.string().optional(),
  /** The photo that verified the step (an attachment id), or null. */
  photo_id: z.string().nullable().optional(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const ROLE_TYPES = ['cleaner', 'maintenance', 'inspector', 'partner', 'staff'] as const;
export const ACCEPTANCE_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const APPROVAL_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;

export const assignmentSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  /** Display name of the assignee, resolved by the API. */
  user_name: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  acceptance_status: z.enum(ACCEPTANCE_STATUSES),
  approval_status: z.enum(APPROVAL_STATUSES),
  role_type: z.enum(ROLE_TYPES),
  notes: z.string(),
  started_at: isoInstantSchema.nullable(),
  completed_at: isoInstantSchema.nullable(),
  created_at: isoInstantSchema,
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assigneeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** null for a viewer whose role does not read colleagues' addresses (seesContactDetails). */
  email: z.string().nullable(),
  image: z.string().nullable(),
});

export const taskTagSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type TaskTag = z.infer<typeof taskTagSchema>;

export const ATTACHMENT_SOURCES = ['issue', 'upload'] as const;

export const attachmentSchema = z.object({
  id: z.string(),
  /** Served by GET /api/tasks/attachments/{id} to users of the task's customer only. */
  url: z.string(),
  name: z.string(),
  type: z.string(),
  transcription: z.string().nullable(),
  originalTranscription: z.string().nullable(),
  metadata: z.object({
    duration: z.number().nullable(),
    mimeType: z.string(),
    size: z.number().int(),
    source: z.enum(ATTACHMENT_SOURCES),
    caption: z.string().nullable(),
    uploadedAt: isoInstantSchema,
    /** A small JPEG of a photo, or a video's poster frame, when one could be made. */
    thumbnail: z.string().nullable(),
  }),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const subtaskSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(SUBTASK_PRIORITIES),
  description: z.string(),
  /** The assignee's name, or null. */
  assignedTo: z.string().nullable(),
  dueDate: isoInstantSchema.nullable(),
  subtaskOrder: z.number().int(),
});
export type SubtaskSummary = z.infer<typeof subtaskSummarySchema>;

export const TIMELINE_EVENT_TYPES = [
  'created',
  'updated',
  'status_changed',
  'assigned',
  'assignment_responded',
  'tag_added',
  'tag_removed',
  'checklist_item_added',
  'checklist_item_completed',
  'checklist_item_reopened',
  'checklist_item_deleted',
  'checklist_template_applied',
  'subtask_created',
  'converted_to_task',
  'comment',
  'attachment_added',
  'issue_reported',
  'issue_resolved',
  'execution_started',
  'execution_paused',
  'execution_resumed',
  'execution_break_started',
  'execution_break_ended',
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

export const mentionSchema = z.object({
  /** A user id, or 'group:<id>' for a group of users. */
  id: z.string().min(1).max(80),
  username: z.string().max(120),
  display: z.string().max(120),
});
export type Mention = z.infer<typeof mentionSchema>;

export const timelineEventSchema = z.object({
  id: z.string(),
  type: z.enum(TIMELINE_EVENT_TYPES),
  description: z.string(),
  /** For a comment: { message, mentions, attachments }; for a change: { field, from, to }. */
  metadata: z.record(z.string(), z.unknown()),
  /** A user id, or 'system'. */
  created_by: z.string(),
  created_at: isoInstantSchema,
  user_name: z.string(),
  user_role: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/**
 * The read model of one task (spec: tasks §3, "Task (read)"), the answer of
 * GET /api/tasks?taskId= and of every route that changes a task. List routes answer the same
 * shape with the heavy parts (timeline, attachments, subtasks' details) left empty.
 */

export const RATE_TYPES = ['hourly', 'per_room', 'other'] as const;
export const BILLING_STATUSES = ['pending', 'approved', 'paid'] as const;

export const rateSchema = z.object({
  type: z.enum(RATE_TYPES),
  amount: z.number(),
  currency: z.string(),
});

export const billingSchema = z.object({
  rate: rateSchema.nullable(),
  estimatedDuration: z.number().int().nullable(),
  actualDuration: z.number().int().nullable(),
  totalAmount: z.number().nullable(),
  status: z.enum(BILLING_STATUSES),
});
export type Billing = z.infer<typeof billingSchema>;

/** The reservation a task was created from (creation context and the sidebar). */
export const reservationContextSchema = z.object({
  id: z.string(),
  confirmationCode: z.string(),
  guestName: z.string(),
  guestId: z.string().nullable(),
  listingId: z.string(),
  listingName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.string(),
  source: z.string(),
});
export type ReservationContext = z.infer<typeof reservationContextSchema>;

export const relatedReservationSchema = z.object({
  id: z.string(),
  confirmationCode: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** 'HH:mm'; the banner shows '3:00 PM' when the reservation has none. */
  checkInTime: z.string().nullable(),
  guestDetails: z.object({ number_of_guests: z.number().int().nullable() }),
});
export type RelatedReservation = z.infer<typeof relatedReservationSchema>;

/** The property card of the task sidebar and the provider's 'Property Details'. */
export const taskPropertySchema = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  location: z.object({ address: z.string(), city: z.string(), state: z.string() }),
  details: listingDetailsSchema,
  businessDetails: businessDetailsSchema.nullable(),
  platformData: platformDataSchema,
  /** Access notes and wifi: only for those who may edit the task (the assigned provider). */
  access: z
    .object({
      wifi: z.object({ network: z.string(), password: z.string() }).nullable(),
      instructions: z.string().nullable(),
    })
    .nullable(),
});
export type TaskProperty = z.infer<typeof taskPropertySchema>;

export const taskSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TASK_CATEGORIES),
  priority: z.enum(SUBTASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  start_date: isoInstantSchema.nullable(),
  due_date: isoInstantSchema.nullable(),
  /** The IANA zone its local times (due, start) are read and shown in: its listing's. */
  time_zone: z.string(),
  estimated_duration: z.number().int().nullable(),
  actual_duration: z.number().int().nullable(),
  created_at: isoInstantSchema,
  updated_at: isoInstantSchema,
  completed_at: isoInstantSchema.nullable(),
  started_at: isoInstantSchema.nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  requires_approval: z.boolean(),
  requires_acceptance: z.boolean(),
  acceptance_deadline: isoInstantSchema.nullable(),
  approval_deadline: isoInstantSchema.nullable(),
  is_subtask: z.boolean(),
  parent_task_id: z.string().nullable(),
  parent: z.object({ id: z.string(), title: z.string() }).nullable(),
  subtask_order: z.number().int().nullable(),
  relations: z.object({ listing_id: z.string().nullable(), reservation_id: z.string().nullable() }),
  metadata: z.object({
    listingId: z.string().nullable(),
    originalIssueId: z.string().nullable(),
    isPaused: z.boolean(),
    pausedAt: isoInstantSchema.nullable(),
    marketplaceEligible: z.boolean(),
  }),
  /** Grows by one on every change; PATCH sends it back and a stale one answers 409. */
  version: z.number().int(),
  listing: z.object({ id: z.string(), name: z.string(), city: z.string() }).nullable(),
  property: taskPropertySchema.nullable(),
  assignments: z.array(assignmentSchema),
  assignedTo: assigneeSchema.nullable(),
  tags: z.array(taskTagSchema),
  issues: z.array(taskIssueSchema),
  attachments: z.array(attachmentSchema),
  checklist: z.array(checklistItemSchema),
  checklist_template_id: z.string().nullable(),
  subtasks: z.array(subtaskSummarySchema),
  /** In the order the task received them; sortBids orders them for the panel. */
  bids: z.array(marketplaceBidSchema),
  /** The marketplace offer while the task is eligible, else null. */
  marketplace_offer: marketplaceOfferSchema.nullable(),
  marketplace_timeline: z.array(marketplaceTimelineEntrySchema),
  /** The listing's currency (USD without a listing): bids and payments are in it. */
  currency: z.string(),
  timeline: z.array(timelineEventSchema),
  billing: billingSchema.nullable(),
  sourceReservation: reservationContextSchema.nullable(),
  nextReservation: relatedReservationSchema.nullable(),
  marketplace_eligible: z.boolean(),
  payment_status: z.string().nullable(),
  historicalAnalytics: z.object({
    /** Mean minutes of completed tasks of the same category at the same property. */
    averageDuration: z.number().int().nullable(),
    completedCount: z.number().int(),
  }),
  serviceProviderRate: rateSchema.nullable(),
  /** payment_amount, payment_date, scheduled_payment_date and the ledger (payments, newest first). */
  ...taskPaymentFieldsSchema.shape,
  /** The invoice of a completed marketplace task. */
  invoice: invoiceSchema.nullable(),
  /** Oldest first; an escalation is active until resolved_at is set. */
  escalations: z.array(escalationSchema),
  /** The task's own rules, else the defaults (spec §9). */
  escalation_rules: escalationRulesSchema,
});
export type Task = z.infer<typeof taskSchema>;

/** The answer of GET /api/tasks?taskId= and of every call that changes one task. */
export const taskResponseSchema = z.object({ task: taskSchema });
