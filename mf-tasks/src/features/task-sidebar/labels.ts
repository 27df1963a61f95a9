import type { Tone } from '@staydesk/design-system';
import {
  TASK_CATEGORY_LABELS,
  TASK_STATUS_LABELS,
  type TaskPriority,
  type TaskStatus,
} from '@staydesk/contracts';

export const STATUS_LABELS: Record<TaskStatus, { label: string; tone: Tone }> = {
  todo: { label: TASK_STATUS_LABELS.todo, tone: 'neutral' },
  pending: { label: TASK_STATUS_LABELS.pending, tone: 'neutral' },
  in_progress: { label: TASK_STATUS_LABELS.in_progress, tone: 'info' },
  blocked: { label: TASK_STATUS_LABELS.blocked, tone: 'danger' },
  completed: { label: TASK_STATUS_LABELS.completed, tone: 'success' },
  cancelled: { label: TASK_STATUS_LABELS.cancelled, tone: 'neutral' },
};

export const PRIORITY_LABELS: Record<TaskPriority, { label: string; tone: Tone }> = {
  low: { label: 'Low', tone: 'neutral' },
  normal: { label: 'Normal', tone: 'neutral' },
  medium: { label: 'Medium', tone: 'info' },
  high: { label: 'High', tone: 'warning' },
  urgent: { label: 'Urgent', tone: 'danger' },
};

export const CATEGORY_LABELS = TASK_CATEGORY_LABELS;

/** The statuses the manual menu offers; completion has its own toggle. */
export const MANUAL_STATUSES = ['todo', 'in_progress', 'blocked', 'cancelled'] as const;
