import { type Task, type TaskDraft, type TaskTemplate } from '@staydesk/contracts';
import type { PickedReservation } from '../data/palette-queries';
import { localDateTime, localDay } from './local-time';

/** Related tasks are due between check-in and check-out plus 3 days. */
export const RELATED_TASK_DAYS_AFTER_CHECK_OUT = 3;

export function relatedTaskWindow(reservation: Pick<PickedReservation, 'checkIn' | 'checkOut'>) {
  const from = localDay(reservation.checkIn);
  const to = localDay(reservation.checkOut, RELATED_TASK_DAYS_AFTER_CHECK_OUT + 1);
  return { dueFrom: from.toISOString(), dueTo: to.toISOString() };
}

export type TaskChoice =
  | { kind: 'blank' }
  | { kind: 'template'; template: TaskTemplate }
  | { kind: 'related'; task: Task };

/**
 * A template's task: its texts as written (placeholders are not filled in), due its offset
 * from now, a day later when based on check-out; the reservation's listing when there is one.
 */
export function draftFromTemplate(
  template: TaskTemplate,
  reservation: PickedReservation | null,
  now: Date = new Date(),
): TaskDraft {
  const dayLater = template.dueDate.baseDate === 'checkOut' ? 24 : 0;
  const due = new Date(now.getTime() + (template.dueDate.offsetHours + dayLater) * 3_600_000);
  return {
    title: template.titleTemplate,
    description: template.descriptionTemplate,
    category: template.category,
    priority: template.priority,
    marketplaceEligible: template.marketplaceEligible,
    dueDate: localDateTime(due),
    taskTemplateId: template.id,
    subtasks: template.subtasks,
    checklist: template.checklist.map(({ title, required, section }) => ({
      text: title,
      required,
      section,
    })),
    attachmentIds: [],
    ...(reservation ? { listingId: reservation.listingId, reservationId: reservation.id } : {}),
  };
}
