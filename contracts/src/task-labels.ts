import type { TaskCategory, TaskStatus } from './tasks';

// Apart from the schemas on purpose: the shell's first paint names statuses without loading zod.

/** A status as every list and menu names it. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  pending: 'Pending',
  in_progress: 'In progress',
  blocked: 'Blocked',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What the API answers and every task surface shows for a task of another customer. */
export const TASK_VIEW_REFUSAL = 'You do not have permission to view this task';

/**
 * What the task sidebar shows a super user in place of the edit controls on another customer's
 * task, and what the API answers their writes to it.
 */
export const ANOTHER_CUSTOMERS_TASK_NOTICE =
  "Read-only: this is another customer's task. You can view it but not change it.";

/** A category as people read it: the task sidebar's menu and the marketplace's filter. */
export const TASK_CATEGORY_LABELS: Record<TaskCategory, string> = {
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
