// A task's categories, priorities and statuses, without a schema: a module of their own, so that
// what reads them (a task's read model, labels) does not build the task draft's schemas too.

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
