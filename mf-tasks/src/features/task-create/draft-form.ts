import {
  dueDateUnderParent,
  TASK_DEFAULTS,
  templateDueDate,
  type CreateTaskContext,
  type TaskCategory,
  type TaskDraft,
  type TaskPriority,
  type TaskTemplate,
} from '@staydesk/contracts';
import { format } from 'date-fns';

/** A new task's priority; 'normal' is for subtasks only. */
export type DraftPriority = Exclude<TaskPriority, 'normal'>;

export interface DraftChecklistItem {
  text: string;
  required: boolean;
  section: string;
}

/** What the creation panel's form holds; attachments are uploaded beside it. */
export interface TaskFormValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DDTHH:mm' as a datetime-local input holds it, or '' for none. */
  dueDate: string;
  category: TaskCategory;
  priority: DraftPriority;
  marketplaceEligible: boolean;
  taskTemplateId: string;
  subtaskOf: string;
  checklistTemplateId: string;
  checklist: DraftChecklistItem[];
  subtasks: { title: string }[];
}

export const EMPTY_TASK_FORM: TaskFormValues = {
  title: '',
  description: '',
  dueDate: '',
  category: TASK_DEFAULTS.category,
  priority: TASK_DEFAULTS.priority,
  marketplaceEligible: TASK_DEFAULTS.marketplaceEligible,
  taskTemplateId: '',
  subtaskOf: '',
  checklistTemplateId: '',
  checklist: [],
  subtasks: [],
};

export const NEW_CHECKLIST_SECTION = 'Other';

/** The local wall-clock time, without a zone, as datetime-local inputs and the API take it. */
export const localDateTime = (date: Date): string => format(date, "yyyy-MM-dd'T'HH:mm");

/** The fields a template sets; its placeholders ({guest}, {listing}) stay as written. */
export function valuesFromTemplate(
  template: TaskTemplate,
  now: Date,
): Omit<TaskFormValues, 'subtaskOf' | 'checklistTemplateId'> {
  return {
    taskTemplateId: template.id,
    title: template.titleTemplate,
    description: template.descriptionTemplate,
    dueDate: localDateTime(templateDueDate(template.dueDate, now)),
    category: template.category,
    priority: template.priority,
    marketplaceEligible: template.marketplaceEligible,
    checklist: template.checklist.map((item) => ({
      text: item.title,
      required: item.required,
      section: item.section,
    })),
    subtasks: template.subtasks.map((subtask) => ({ title: subtask.title })),
  };
}

/** The due date under a chosen parent, or '' when the parent has none. */
export function dueDateForParent(parentDue: string | null, now: Date): string {
  const due = dueDateUnderParent(parentDue ? new Date(parentDue) : null, now);
  return due ? localDateTime(due) : '';
}

export const canSubmit = (title: string, running: boolean): boolean =>
  title.trim().length > 0 && !running;

/** The payload of the task.create command. */
export function draftFrom(
  values: TaskFormValues,
  context: CreateTaskContext,
  attachmentIds: readonly string[],
): TaskDraft {
  const optional = (value: string | null) => (value ? value : undefined);
  return {
    title: values.title.trim(),
    description: values.description,
    category: values.category,
    priority: values.priority,
    dueDate: optional(values.dueDate),
    marketplaceEligible: values.marketplaceEligible,
    listingId: optional(context.listingId),
    reservationId: optional(context.reservationId),
    subtaskOf: optional(values.subtaskOf),
    checklistTemplateId: optional(values.checklistTemplateId),
    taskTemplateId: optional(values.taskTemplateId),
    attachmentIds: [...attachmentIds],
    subtasks: values.subtasks,
    checklist: values.checklist.filter((item) => item.text.trim().length > 0),
  };
}
