import { z } from 'zod';

// A task's values, timing and draft.

export const TASK_CATEGORIES = [
  'cleaning',
  'maintenance',
  'inspection',
  'turnover',
  'deep_cleaning',
  'laundry',
  'purchase',
  'communication',
  'documentation',
  'other',
] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
/** Subtasks may also carry 'normal', their default. */
export const SUBTASK_PRIORITIES = [...TASK_PRIORITIES, 'normal'] as const;
export const TASK_STATUSES = [
  'todo',
  'pending',
  'in_progress',
  'blocked',
  'completed',
  'cancelled',
] as const;
export const ASSIGNMENT_STATUSES = ['pending', 'accepted', 'completed', 'declined'] as const;

export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export type TaskPriority = (typeof SUBTASK_PRIORITIES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_DEFAULTS = {
  category: 'cleaning',
  priority: 'medium',
  marketplaceEligible: true,
} as const;

export type DueUrgency = 'overdue' | 'urgent' | 'soon' | 'normal';

const HOUR_MS = 3_600_000;

/** Overdue when past, urgent within 24 hours, soon within 72 hours, else normal. */
export function dueUrgency(due: Date, now: Date): DueUrgency {
  const remaining = due.getTime() - now.getTime();
  if (remaining < 0) return 'overdue';
  if (remaining <= 24 * HOUR_MS) return 'urgent';
  if (remaining <= 72 * HOUR_MS) return 'soon';
  return 'normal';
}

/** Task details stay cached 5 minutes and are not refetched on focus or reconnect. */
export const TASK_DETAIL_CACHE_SECONDS = 300;

/** A date and time that exists: the 31st of a 30-day month or 24:00 is refused, not stored. */
export const localDateTimeSchema = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
    'Use a local date-time YYYY-MM-DDTHH:mm',
  )
  .refine((value) => {
    const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  }, 'That day does not exist in that month');

/** The draft the creation panel sends as the payload of a task.create command. */
export const taskDraftSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().max(5000).default(''),
  category: z.enum(TASK_CATEGORIES).default(TASK_DEFAULTS.category),
  priority: z.enum(TASK_PRIORITIES).default(TASK_DEFAULTS.priority),
  dueDate: localDateTimeSchema.optional(),
  marketplaceEligible: z.boolean().default(TASK_DEFAULTS.marketplaceEligible),
  listingId: z.string().optional(),
  reservationId: z.string().optional(),
  subtaskOf: z.string().optional(),
  checklistTemplateId: z.string().max(64).optional(),
  taskTemplateId: z.string().max(64).optional(),
  relatedIssueId: z.string().max(64).optional(),
  issueType: z.string().max(64).optional(),
  location: z.string().max(200).optional(),
  /** Files uploaded with taskId 'new' (POST /api/tasks/messages) that the task takes over. */
  attachmentIds: z.array(z.string().max(64)).max(10).default([]),
  /** Subtasks a template brings along, created with the task. */
  subtasks: z
    .array(z.object({ title: z.string().trim().min(1).max(200) }))
    .max(20)
    .default([]),
  checklist: z
    .array(
      z.object({
        text: z.string().trim().min(1),
        required: z.boolean().default(false),
        section: z.string().default('Other'),
      }),
    )
    .max(100)
    .default([]),
});
export type TaskDraft = z.input<typeof taskDraftSchema>;
