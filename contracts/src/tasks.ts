import { z } from 'zod';
import { localDateTimeSchema } from './local-date-time';
import { TASK_CATEGORIES, TASK_DEFAULTS, TASK_PRIORITIES } from './task-values';

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
