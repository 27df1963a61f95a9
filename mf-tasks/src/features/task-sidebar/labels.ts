import type { Tone } from '@staydesk/design-system';
import type { TaskCategory, TaskPriority, TaskStatus } from '@staydesk/contracts';

export const STATUS_LABELS: Record<TaskStatus, { label: string; tone: Tone }> = {
  todo: { label: 'To do', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'neutral' },
  in_progress: { label: 'In progress', tone: 'info' },
  blocked: { label: 'Blocked', tone: 'danger' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const PRIORITY_LABELS: Record<TaskPriority, { label: string; tone: Tone }> = {
  low: { label: 'Low', tone: 'neutral' },
  normal: { label: 'Normal', tone: 'neutral' },
  medium: { label: 'Medium', tone: 'info' },
  high: { label: 'High', tone: 'warning' },
  urgent: { label: 'Urgent', tone: 'danger' },
};

export const CATEGORY_LABELS: Record<TaskCategory, string> = {
  cleaning: 'Cleaning',
  maintenance: 'Maintenance',
  inspection: 'Inspection',
  turnover: 'Turnover',
  deep_cleaning: 'Deep cleaning',
  laundry: 'Laundry',
  purchase: 'Purchase',
  communication: 'Communication',
  documentation: 'Documentation',
  other: 'Other',
};

/** The statuses the manual menu offers; completion has its own toggle. */
export const MANUAL_STATUSES = ['todo', 'in_progress', 'blocked', 'cancelled'] as const;
