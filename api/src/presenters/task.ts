import { DEFAULT_ESCALATION_RULES } from '@staydesk/contracts';
import type {
  Attachment,
  ProviderSummary,
  Escalation,
  Billing,
  RelatedReservation,
  ReservationContext,
  SubtaskSummary,
  Task,
  TaskProperty,
  TaskTag,
  TimelineEvent,
} from '@staydesk/contracts';
import type { TaskDoc } from '../models/task';
import { presentBids, presentMarketplaceTimeline, presentOffer } from './marketplace';
import { NO_PAYMENT_READ, type TaskPaymentRead } from '../services/payments/payment-read';
import { presentIssues } from './task-issue';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const idOf = (id: { toString(): string } | null | undefined) => (id ? id.toString() : null);

export interface PersonSummary {
  name: string;
  /** null for a viewer whose role does not read colleagues' addresses. */
  email: string | null;
  image: string | null;
}

/** Everything a task's read model needs besides the task itself; a list leaves the heavy parts empty. */
export interface TaskRelations {
  people: ReadonlyMap<string, PersonSummary>;
  tags: ReadonlyMap<string, TaskTag>;
  property: TaskProperty | null;
  /** The zone the task's local times are in: its listing's, else its customer's. */
  timeZone: string;
  parent?: { id: string; title: string } | null;
  subtasks?: SubtaskSummary[];
  timeline?: TimelineEvent[];
  attachments?: Attachment[];
  sourceReservation?: ReservationContext | null;
  nextReservation?: RelatedReservation | null;
  historicalAnalytics?: Task['historicalAnalytics'];
  serviceProviderRate?: Task['serviceProviderRate'];
  /** The providers of the task's bids, by user id. */
  bidProviders?: ReadonlyMap<string, ProviderSummary>;
  /** The listing's currency; USD without a listing. */
  currency?: string;
  /** The payment's amount and dates, its ledger and the invoice; a list carries none. */
  payment?: TaskPaymentRead;
  /** The task's escalations, oldest first. */
  escalations?: Escalation[];
}

const BILLING_STATUS: Record<string, Billing['status']> = { paid: 'paid', approved: 'approved' };

/** The rate times the work: hourly by minutes (actual, else estimated), per room by bedrooms. */
export function billingOf(
  task: Pick<TaskDoc, 'estimatedDuration' | 'actualDuration' | 'paymentStatus'>,
  rate: Task['serviceProviderRate'],
  bedrooms: number | null,
): Billing | null {
  if (!rate) return null;
  const minutes = task.actualDuration ?? task.estimatedDuration ?? null;
  const total =
    rate.type === 'hourly'
      ? minutes === null
        ? null
        : (rate.amount * minutes) / 60
      : rate.type === 'per_room'
        ? rate.amount * (bedrooms ?? 1)
        : rate.amount;
  return {
    rate,
    estimatedDuration: task.estimatedDuration ?? null,
    actualDuration: task.actualDuration ?? null,
    totalAmount: total === null ? null : Math.round(total * 100) / 100,
    status: BILLING_STATUS[task.paymentStatus ?? ''] ?? 'pending',
  };
}

export function presentTask(task: TaskDoc, related: TaskRelations): Task {
  const rate = related.serviceProviderRate ?? null;
  const liveAssignment = task.assignments.find((assignment) => assignment.status !== 'declined');
  const assignee = liveAssignment ? related.people.get(liveAssignment.userId.toString()) : null;
  return {
    id: task._id.toString(),
    customer_id: task.customerId.toString(),
    title: task.title,
    description: task.description ?? '',
    category: task.category as Task['category'],
    priority: task.priority as Task['priority'],
    status: task.status as Task['status'],
    due_date: iso(task.dueDate),
    time_zone: related.timeZone,
    start_date: iso(task.startDate),
    started_at: iso(task.startedAt),
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
    completed_at: iso(task.completedAt),
    estimated_duration: task.estimatedDuration ?? null,
    actual_duration: task.actualDuration ?? null,
    created_by: idOf(task.createdBy),
    updated_by: idOf(task.updatedBy),
    requires_approval: task.requiresApproval ?? false,
    requires_acceptance: task.requiresAcceptance ?? false,
    acceptance_deadline: iso(task.acceptanceDeadline),
    approval_deadline: iso(task.approvalDeadline),
    is_subtask: Boolean(task.parentTaskId),
    parent_task_id: idOf(task.parentTaskId),
    parent: related.parent ?? null,
    subtask_order: task.subtaskOrder ?? null,
    marketplace_eligible: task.marketplaceEligible,
    relations: { listing_id: idOf(task.listingId), reservation_id: idOf(task.reservationId) },
    metadata: {
      listingId: idOf(task.listingId),
      originalIssueId: task.relatedIssueId ?? null,
      isPaused: task.isPaused ?? false,
      pausedAt: iso(task.pausedAt),
      marketplaceEligible: task.marketplaceEligible,
    },
    version: task.version ?? 0,
    listing: related.property
      ? {
          id: related.property.id,
          name: related.property.name,
          city: related.property.location.city,
        }
      : null,
    property: related.property,
    assignments: task.assignments.map((assignment) => ({
      id: assignment._id.toString(),
      user_id: assignment.userId.toString(),
      user_name: related.people.get(assignment.userId.toString())?.name ?? 'Former user',
      status: assignment.status as Task['assignments'][number]['status'],
      acceptance_status: (assignment.acceptanceStatus ??
        'pending') as Task['assignments'][number]['acceptance_status'],
      approval_status: (assignment.approvalStatus ??
        'none') as Task['assignments'][number]['approval_status'],
      role_type: (assignment.roleType ?? 'staff') as Task['assignments'][number]['role_type'],
      notes: assignment.notes ?? '',
      started_at: iso(assignment.startedAt),
      completed_at: iso(assignment.completedAt),
      created_at: assignment.createdAt.toISOString(),
    })),
    assignedTo:
      liveAssignment && assignee ? { id: liveAssignment.userId.toString(), ...assignee } : null,
    tags: task.tagIds.flatMap((id) => related.tags.get(id.toString()) ?? []),
    issues: presentIssues(task),
    attachments: related.attachments ?? [],
    checklist: task.checklist.map((item) => ({
      id: item._id.toString(),
      title: item.title,
      section: item.section,
      required: item.required,
      completed: item.completed,
      completed_by: idOf(item.completedBy),
      completed_at: iso(item.completedAt),
      notes: item.notes ?? '',
      photo_required: item.photoRequired,
      estimated_duration: item.estimatedDuration,
      instructions: item.instructions ?? '',
      verification_criteria: item.verificationCriteria ?? '',
      photo_id: idOf(item.photoId),
    })),
    checklist_template_id: idOf(task.checklistTemplateId),
    subtasks: related.subtasks ?? [],
    timeline: related.timeline ?? [],
    billing: billingOf(task, rate, related.property?.details.bedrooms ?? null),
    sourceReservation: related.sourceReservation ?? null,
    nextReservation: related.nextReservation ?? null,
    historicalAnalytics: related.historicalAnalytics ?? {
      averageDuration: null,
      completedCount: 0,
    },
    serviceProviderRate: rate,
    bids: presentBids(task, related.bidProviders),
    marketplace_offer: presentOffer(task),
    marketplace_timeline: presentMarketplaceTimeline(task),
    currency: task.marketplaceOffer?.currency ?? related.currency ?? 'USD',
    payment_status: task.paymentStatus ?? null,
    ...(related.payment ?? NO_PAYMENT_READ),
    escalations: related.escalations ?? [],
    escalation_rules: task.escalationRules ?? DEFAULT_ESCALATION_RULES,
  };
}
