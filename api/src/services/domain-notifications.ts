import type { Types } from 'mongoose';
import { eventKindOfTaskCategory, formatMoney, type TaskCategory } from '@staydesk/contracts';
import { notify, type NotifyEvent, type NotifyResult } from './notify';

export interface TaskRef {
  id: string;
  title: string;
  category: TaskCategory;
}

export interface ReservationRef {
  id: string;
  guestName: string;
  listingName: string;
  /** Local dates, YYYY-MM-DD. */
  checkIn: string;
  checkOut: string;
  confirmationCode?: string;
}

export interface Money {
  amount: number;
  currency: string;
}

/** What happened in the product that someone should hear of. Routes and services raise these. */
export type DomainEvent = { customerId: Types.ObjectId } & (
  | { type: 'task.assigned'; task: TaskRef; assigneeIds: string[]; assignedBy?: string }
  | { type: 'task.completed'; task: TaskRef; completedBy?: string }
  | { type: 'bid.received'; task: TaskRef; bid: Money & { biddedAt: Date }; providerName: string }
  | {
      type: 'issue.reported';
      task: TaskRef;
      issue: { id: string; title: string; blocking: boolean };
      reportedBy?: string;
    }
  | {
      type: 'issue.resolved';
      task: TaskRef;
      issue: { id: string; title: string };
      resolvedBy: string;
      /** The reporter and the task's assignees, but not whoever resolved it. */
      recipientIds: string[];
    }
  | { type: 'reservation.created'; reservation: ReservationRef }
  | { type: 'reservation.cancelled'; reservation: ReservationRef }
  | {
      type: 'payment.failed';
      payment: Money & { reason?: string };
      task?: TaskRef;
      reservation?: ReservationRef;
    }
);

const aboutTask = (task: TaskRef) => ({
  sourceType: 'task',
  sourceReference: { taskId: task.id },
});

const aboutReservation = (reservation: ReservationRef) => ({
  sourceType: 'reservation',
  sourceReference: { reservationId: reservation.id },
  metadata: reservation.confirmationCode ? { confirmationCode: reservation.confirmationCode } : {},
});

const stay = (reservation: ReservationRef) =>
  `${reservation.listingName}, ${reservation.checkIn} – ${reservation.checkOut}`;

/**
 * The notification an event makes: its type (hence category and default priority), who it is
 * for (the targeting rules of contracts decide from the kind), its texts, and what a click opens.
 */
export function notificationOfDomainEvent(event: DomainEvent): NotifyEvent {
  const customerId = event.customerId;
  switch (event.type) {
    case 'task.assigned':
      // A dashboard assignment: only the assignees, whatever their settings.
      return {
        customerId,
        kind: 'assignment',
        type: 'dashboard_assignment',
        title: 'New task assigned',
        description: event.assignedBy
          ? `${event.assignedBy} assigned you: ${event.task.title}`
          : `You were assigned: ${event.task.title}`,
        target: { assigneeIds: event.assigneeIds },
        ...aboutTask(event.task),
      };
    case 'task.completed':
      return {
        customerId,
        kind: eventKindOfTaskCategory(event.task.category),
        type: 'timeline_update',
        title: 'Task completed',
        description: event.completedBy
          ? `${event.completedBy} completed ${event.task.title}`
          : `${event.task.title} was completed`,
        ...aboutTask(event.task),
      };
    case 'bid.received':
      // Bids are for whoever manages the task, not for the crews who bid themselves.
      return {
        customerId,
        kind: 'system',
        type: 'timeline_update',
        priority: 'medium',
        title: 'New bid received',
        description: `${event.providerName} bid ${formatMoney(event.bid.amount, event.bid.currency)} on ${event.task.title}`,
        ...aboutTask(event.task),
        // A click on a notification with a bid time opens the task's marketplace panel.
        metadata: {
          biddedAt: event.bid.biddedAt.toISOString(),
          amount: event.bid.amount,
          currency: event.bid.currency,
        },
      };
    case 'issue.reported':
      return {
        customerId,
        kind: eventKindOfTaskCategory(event.task.category),
        type: 'maintenance',
        priority: event.issue.blocking ? 'high' : undefined,
        title: event.issue.blocking ? 'Blocking issue reported' : 'Issue reported',
        description: `${event.issue.title} on ${event.task.title}${event.reportedBy ? `, reported by ${event.reportedBy}` : ''}`,
        ...aboutTask(event.task),
        metadata: { issueId: event.issue.id, blocking: event.issue.blocking },
      };
    case 'issue.resolved':
      // Only those who were waiting on it: the reporter and the task's assignees.
      return {
        customerId,
        kind: 'assignment',
        type: 'timeline_update',
        title: 'Issue resolved',
        description: `${event.resolvedBy} resolved ${event.issue.title} on ${event.task.title}`,
        target: { assigneeIds: event.recipientIds },
        ...aboutTask(event.task),
        metadata: { issueId: event.issue.id },
      };
    case 'reservation.created':
      return {
        customerId,
        kind: 'reservation',
        type: 'reservation_created',
        title: 'New reservation',
        description: `${event.reservation.guestName} booked ${stay(event.reservation)}`,
        ...aboutReservation(event.reservation),
      };
    case 'reservation.cancelled':
      return {
        customerId,
        kind: 'reservation',
        type: 'reservation_cancelled',
        title: 'Reservation cancelled',
        description: `${event.reservation.guestName} cancelled ${stay(event.reservation)}`,
        ...aboutReservation(event.reservation),
      };
    case 'payment.failed': {
      const amount = formatMoney(event.payment.amount, event.payment.currency);
      const subject = event.task
        ? ` for ${event.task.title}`
        : event.reservation
          ? ` for ${event.reservation.guestName}'s stay at ${event.reservation.listingName}`
          : '';
      const source = event.task
        ? aboutTask(event.task)
        : event.reservation
          ? aboutReservation(event.reservation)
          : {};
      // Critical by its type: reaches everyone it targets whatever their settings.
      return {
        customerId,
        kind: 'financial',
        type: 'payment_failure',
        title: 'Payment failed',
        description: `A payment of ${amount}${subject} failed${event.payment.reason ? `: ${event.payment.reason}` : ''}`,
        ...source,
      };
    }
  }
}

/** Tells everyone a domain event concerns, in the app and on the channels they chose. */
export const notifyDomainEvent = (event: DomainEvent): Promise<NotifyResult> =>
  notify(notificationOfDomainEvent(event));
