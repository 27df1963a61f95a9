import {
  TASK_DEFAULTS,
  viewerTimeZone,
  zoneLabel,
  type CreateTaskContext,
  type TaskCategory,
  type TaskDraft,
  type TaskPriority,
  type TaskTemplate,
} from '@staydesk/contracts';

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
  /** The property picked for a task without a reservation, or ''. */
  listingId: string;
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
  listingId: '',
  taskTemplateId: '',
  subtaskOf: '',
  checklistTemplateId: '',
  checklist: [],
  subtasks: [],
};

export const NEW_CHECKLIST_SECTION = 'Other';

/**
 * The fields a template sets; its placeholders ({guest}, {listing}) stay as written. Its due
 * date is the one its offset gives in the property's zone (contracts' templateDueLocal, the
 * API's rule), shown for the user to confirm or change; '' while that zone is not known yet.
 */
export function valuesFromTemplate(
  template: TaskTemplate,
  dueDate: string,
): Omit<TaskFormValues, 'subtaskOf' | 'checklistTemplateId' | 'listingId'> {
  return {
    taskTemplateId: template.id,
    title: template.titleTemplate,
    description: template.descriptionTemplate,
    dueDate,
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

/**
 * What the due date stands for: left empty, the API derives it from the parent (a day before
 * its due date) or else from the template; a filled one is read in the task's zone (the
 * property's, else the customer's), which the hint names when it is not the viewer's.
 */
export function dueDateHint(
  values: Pick<TaskFormValues, 'subtaskOf' | 'taskTemplateId' | 'dueDate'>,
  zone: string | undefined,
  viewerZone: string = viewerTimeZone(),
): string | undefined {
  if (values.subtaskOf) return "Leave empty for a day before the parent task's due date";
  const label = zone ? zoneLabel(zone, viewerZone) : null;
  if (!values.taskTemplateId) return label ? `In ${label}` : undefined;
  if (!values.dueDate) return "Leave empty for the template's due time";
  return label ? `The template's due time, in ${label}` : "The template's due time";
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
