import type { TaskCategory, TaskSort } from '@staydesk/contracts';

export const categoryLabel = (category: TaskCategory): string => {
  const words = category.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const SORT_LABELS: Record<TaskSort, string> = {
  due_asc: 'Due date, soonest first',
  due_desc: 'Due date, latest first',
  priority: 'Priority, most urgent first',
  created_desc: 'Newest first',
  updated_desc: 'Recently updated',
};
