import { z } from 'zod';
import { commaList } from './comma-list';
import { executionTaskPatchSchema } from './execution';
import { ROLES } from './roles';
import {
  ACCEPTANCE_STATUSES,
  attachmentSchema,
  mentionSchema,
  ROLE_TYPES,
  taskTagSchema,
  timelineEventSchema,
  taskSchema,
} from './task-read-model';
import { TASK_LIMITS, TAG_COLORS } from './task-rules';
import { localDateTimeSchema, SUBTASK_PRIORITIES, TASK_CATEGORIES, TASK_STATUSES } from './tasks';

/** Request and answer schemas of the task routes (spec: tasks §7), shared by API and mf-tasks. */

const id = z.string().min(1).max(64);
const instant = z.iso.datetime({ offset: true });
const minutes = z.number().int().min(0).max(100_000);

export const TASK_SORTS = [
  'due_asc',
  'due_desc',
  'priority',
  'created_desc',
  'updated_desc',
] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/** GET /api/tasks: one task (taskId), the tag list (fetchTags) or a page of tasks. */
export const taskQuerySchema = z.object({
  taskId: id.optional(),
  fetchTags: z.enum(['true']).optional(),
  listings: id.optional(),
  status: commaList(z.enum(TASK_STATUSES)).optional(),
  category: commaList(z.enum(TASK_CATEGORIES)).optional(),
  priority: commaList(z.enum(SUBTASK_PRIORITIES)).optional(),
  /** A user id, 'me' or 'unassigned'. */
  assignee: id.optional(),
  dueFrom: instant.optional(),
  dueTo: instant.optional(),
  /** Case-insensitive on title and description. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(TASK_SORTS).default('due_asc'),
  /** The nextCursor of the previous page. */
  cursor: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor: Not a cursor of this list; start from the first page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  customerId: z.string().optional(),
});
export type TaskQuery = z.input<typeof taskQuerySchema>;

export const taskPageSchema = z.object({
  tasks: z.array(taskSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  /** Whose tasks these are, as the list heading says it. */
  scopeLabel: z.string(),
});
export type TaskPage = z.infer<typeof taskPageSchema>;

export const tagWithCountSchema = taskTagSchema.extend({ count: z.number().int() });
export const tagListSchema = z.object({ tags: z.array(tagWithCountSchema) });
export type TagWithCount = z.infer<typeof tagWithCountSchema>;

/** A tag name as stored: trimmed, 1 to 20 characters. */
export const tagNameSchema = z
  .string()
  .trim()
  .min(1, 'A tag needs a name')
  .max(TASK_LIMITS.tagName, `A tag name has at most ${TASK_LIMITS.tagName} characters`);

export const tagOperationSchema = z.discriminatedUnion('tagOperation', [
  z
    .object({
      tagOperation: z.literal('add'),
      tagName: tagNameSchema,
      tagColor: z.enum(TAG_COLORS).optional(),
    })
    .strict(),
  z.object({ tagOperation: z.literal('remove'), tagId: id }).strict(),
]);
export type TagOperation = z.infer<typeof tagOperationSchema>;

/** PATCH /api/tasks?taskId=: the changed fields and the version they were based on. */
export const taskUpdateSchema = z
  .object({
    version: z.number().int().min(0),
    status: z.enum(TASK_STATUSES).optional(),
    completedAt: instant.nullable().optional(),
    category: z.enum(TASK_CATEGORIES).optional(),
    priority: z.enum(SUBTASK_PRIORITIES).optional(),
    dueDate: localDateTimeSchema.nullable().optional(),
    description: z.string().max(5000).optional(),
    /** A user id of the customer, or null to unassign. */
    assignedTo: id.nullable().optional(),
    roleType: z.enum(ROLE_TYPES).optional(),
    assignmentType: z.enum(['direct', 'marketplace']).optional(),
    startDate: localDateTimeSchema.nullable().optional(),
    estimatedDuration: minutes.nullable().optional(),
    actualDuration: minutes.nullable().optional(),
    startedAt: instant.nullable().optional(),
    requiresApproval: z.boolean().optional(),
    requiresAcceptance: z.boolean().optional(),
    acceptanceDeadline: instant.nullable().optional(),
    approvalDeadline: instant.nullable().optional(),
    convertToTask: z.literal(true).optional(),
    /** Who the client believes is saving: recorded for the timeline, never trusted for rights. */
    updatedBy: z.string().max(64).optional(),
    updatedByEmail: z.string().max(200).optional(),
  })
  .strict();
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const taskPatchBodySchema = z.union([
  tagOperationSchema,
  taskUpdateSchema,
  executionTaskPatchSchema,
]);

/** The 409 of a stale write: the error and the task as it now is. */
export const staleWriteSchema = z.object({
  error: z.object({ code: z.literal('conflict'), message: z.string() }),
  task: taskSchema,
});
export const STALE_WRITE_MESSAGE =
  'Someone else changed this task meanwhile. Review the current values and save again.';

/** POST /api/tasks?customerId=&taskId=: a subtask of taskId. */
export const subtaskCreateSchema = z
  .object({
    title: z.string().trim().min(1, 'A subtask needs a title').max(200),
    description: z.string().max(5000).default(''),
    isSubtask: z.literal(true).optional(),
    parentTaskId: id.optional(),
    customerId: z.string().optional(),
    category: z.enum(TASK_CATEGORIES).default('other'),
    priority: z.enum(SUBTASK_PRIORITIES).default('normal'),
  })
  .strict();

export const assignmentRespondSchema = z
  .object({ accept: z.boolean(), notes: z.string().trim().max(1000).optional() })
  .strict();

/** POST /api/tasks/checklists: one item, or every item of a template. */
export const checklistAddSchema = z.union([
  z
    .object({
      taskId: id,
      title: z.string().trim().min(1, 'A checklist item needs a title').max(300),
      notes: z.string().max(2000).optional(),
      required: z.boolean().default(false),
      section: z.string().trim().min(1).max(80).default('Other'),
    })
    .strict(),
  z.object({ taskId: id, templateId: id }).strict(),
]);
export const checklistItemQuerySchema = z.object({ taskId: id, itemId: id });
export const checklistToggleSchema = z
  .object({
    completed: z.boolean(),
    notes: z.string().max(2000).optional(),
    /** The uploaded photo (an attachment id of the task) a photo-required step needs. */
    photoId: id.optional(),
  })
  .strict();

export const checklistTemplateItemSchema = z.object({
  title: z.string(),
  category: z.string().nullable(),
  section: z.string(),
  required: z.boolean(),
  order: z.number().int(),
  standard: z.boolean(),
  isActive: z.boolean(),
});
export const checklistTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(TASK_CATEGORIES).nullable(),
  items: z.array(checklistTemplateItemSchema),
  isGlobal: z.boolean(),
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;
export const checklistTemplatesSchema = z.object({ templates: z.array(checklistTemplateSchema) });
export const checklistTemplateResponseSchema = z.object({ template: checklistTemplateSchema });

/** The most items a checklist template holds. */
export const CHECKLIST_TEMPLATE_ITEMS_MAX = 100;

/** An item of a template as its editor writes it; its order is its place in the list. */
export const checklistTemplateItemInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Every item needs a title').max(300),
    section: z.string().trim().min(1).max(80).default('General'),
    required: z.boolean().default(false),
  })
  .strict();

/** POST /api/tasks/checklists/templates: a template of the caller's customer. */
export const checklistTemplateCreateSchema = z
  .object({
    title: z.string().trim().min(1, 'A template needs a title').max(120),
    category: z.enum(TASK_CATEGORIES).nullable().default(null),
    items: z
      .array(checklistTemplateItemInputSchema)
      .max(
        CHECKLIST_TEMPLATE_ITEMS_MAX,
        `A template holds at most ${CHECKLIST_TEMPLATE_ITEMS_MAX} items`,
      )
      .default([]),
  })
  .strict();
export type ChecklistTemplateInput = z.input<typeof checklistTemplateCreateSchema>;

/** PATCH /api/tasks/checklists/templates/:id: the fields to change, items as a whole list. */
export const checklistTemplateUpdateSchema = z
  .object({
    title: z.string().trim().min(1, 'A template needs a title').max(120).optional(),
    category: z.enum(TASK_CATEGORIES).nullable().optional(),
    items: z
      .array(checklistTemplateItemInputSchema)
      .max(
        CHECKLIST_TEMPLATE_ITEMS_MAX,
        `A template holds at most ${CHECKLIST_TEMPLATE_ITEMS_MAX} items`,
      )
      .optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');

export const historyItemSchema = z.object({
  id: z.string(),
  kind: z.literal('task'),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  lastInteraction: instant,
});
export const historySchema = z.object({ items: z.array(historyItemSchema) });
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const teamUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** null for a caller whose role does not read colleagues' addresses (seesContactDetails). */
  email: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  image: z.string().nullable(),
  company: z.object({ companyId: z.string() }).nullable(),
  serviceProvider: z.object({ type: z.enum(ROLE_TYPES), id: z.string() }).nullable(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;
export const teamGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
});
export const teamSchema = z.object({
  users: z.array(teamUserSchema),
  groups: z.array(teamGroupSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** POST /api/tasks/messages as JSON: a comment in the task's thread. */
export const taskMessageSchema = z
  .object({
    taskId: id,
    message: z.string().trim().min(1, 'Write a message or attach a file').max(5000),
    customerId: z.string().optional(),
    mentions: z.array(mentionSchema).max(20).default([]),
    /** Ids of files uploaded for this task a moment before. */
    attachments: z.array(id).max(TASK_LIMITS.attachments).default([]),
  })
  .strict();
export const taskMessageResultSchema = z.object({
  success: z.literal(true),
  event: timelineEventSchema,
});

/** POST /api/tasks/messages as multipart: stored files. */
export const uploadResultSchema = z.object({
  success: z.literal(true),
  attachments: z.array(attachmentSchema),
});
/** The metadata_{filename} field of an audio file. */
export const audioMetadataSchema = z.object({
  duration: z.number().min(0).max(3600),
  mimeType: z.string().max(100),
  size: z.number().int().min(0),
});
export const ALLOWED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'audio/webm',
  'audio/ogg',
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
  'application/pdf',
] as const;
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** PATCH /api/tasks/bulk: one change to many tasks, each checked as if patched alone. */
export const bulkTaskUpdateSchema = z
  .object({
    taskIds: z.array(id).min(1).max(200),
    assignedTo: id.nullable().optional(),
    status: z.enum(TASK_STATUSES).optional(),
  })
  .strict()
  .refine((body) => body.assignedTo !== undefined || body.status !== undefined, {
    message: 'Choose an assignee or a status',
  });
export const bulkTaskResultSchema = z.object({
  updated: z.array(z.string()),
  /** Tasks left as they were, each with the reason. */
  refused: z.array(z.object({ id: z.string(), message: z.string() })),
});

export const typingSchema = z.object({ taskId: id }).strict();

export const acceptanceStatusSchema = z.enum(ACCEPTANCE_STATUSES);
