import { z } from 'zod';
import { businessDetailsSchema, listingDetailsSchema, platformDataSchema } from './property-parts';
import {
  assigneeSchema,
  assignmentSchema,
  attachmentSchema,
  checklistItemSchema,
  isoInstantSchema,
  subtaskSummarySchema,
  taskIssueSchema,
  taskTagSchema,
  timelineEventSchema,
} from './task-parts';
import { SUBTASK_PRIORITIES, TASK_CATEGORIES, TASK_STATUSES } from './task-values';

/**
 * The read model of one task (spec: tasks §3, "Task (read)"), the answer of
 * GET /api/tasks?taskId= and of every route that changes a task. List routes answer the same
 * shape with the heavy parts (timeline, attachments, subtasks' details) left empty. Its parts
 * (checklist, assignments, timeline...) are in task-parts.ts.
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
  bids: z.array(z.object({ id: z.string(), status: z.enum(['pending', 'accepted']) })),
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
});
export type Task = z.infer<typeof taskSchema>;

/** The answer of GET /api/tasks?taskId= and of every call that changes one task. */
export const taskResponseSchema = z.object({ task: taskSchema });
