import { z } from 'zod';
import { ASSIGNMENT_STATUSES, SUBTASK_PRIORITIES, TASK_STATUSES } from './task-values';

/**
 * The parts of a task as it is read (spec: tasks §3, "Task (read)"): its checklist, assignments,
 * tags, issues, attachments, subtasks and timeline. A module of their own, beside the read model
 * that puts them together, so that a surface can build them in a step of their own: all the
 * read model's schemas at once were one long task on a phone's CPU.
 */

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

export const taskIssueSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['open', 'resolved']),
  is_blocking: z.boolean(),
  isFromSubtask: z.boolean(),
  created_at: isoInstantSchema,
});
export type TaskIssue = z.infer<typeof taskIssueSchema>;

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
