import type { Task } from '@staydesk/contracts';
import type { TaskDoc } from '../models/task';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export interface ListingSummary {
  id: string;
  name: string;
  city: string;
}

export function presentTask(task: TaskDoc, listing: ListingSummary | null): Task {
  return {
    id: task._id.toString(),
    customer_id: task.customerId.toString(),
    title: task.title,
    description: task.description ?? '',
    category: task.category as Task['category'],
    priority: task.priority as Task['priority'],
    status: task.status as Task['status'],
    due_date: iso(task.dueDate),
    start_date: iso(task.startDate),
    started_at: iso(task.startedAt),
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
    completed_at: iso(task.completedAt),
    estimated_duration: task.estimatedDuration ?? null,
    actual_duration: null,
    created_by: task.createdBy ? task.createdBy.toString() : null,
    updated_by: null,
    requires_approval: false,
    requires_acceptance: false,
    acceptance_deadline: null,
    approval_deadline: null,
    is_subtask: task.parentTaskId !== null && task.parentTaskId !== undefined,
    parent_task_id: task.parentTaskId ? task.parentTaskId.toString() : null,
    parent: null,
    subtask_order: null,
    marketplace_eligible: task.marketplaceEligible,
    relations: {
      listing_id: task.listingId ? task.listingId.toString() : null,
      reservation_id: task.reservationId ? task.reservationId.toString() : null,
    },
    metadata: {
      listingId: task.listingId ? task.listingId.toString() : null,
      originalIssueId: null,
      isPaused: false,
      pausedAt: null,
      marketplaceEligible: task.marketplaceEligible,
    },
    version: 0,
    listing,
    property: null,
    assignments: task.assignments.map((assignment) => ({
      id: assignment._id.toString(),
      user_id: assignment.userId.toString(),
      user_name: '',
      status: assignment.status as Task['assignments'][number]['status'],
      acceptance_status: 'pending',
      approval_status: 'none',
      role_type: 'staff',
      notes: '',
      started_at: null,
      completed_at: null,
      created_at: assignment.createdAt.toISOString(),
    })),
    assignedTo: null,
    tags: [],
    issues: [],
    attachments: [],
    checklist: task.checklist.map((item) => ({
      id: item._id.toString(),
      title: item.title,
      section: item.section,
      required: item.required,
      completed: item.completed,
      completed_by: item.completedBy ? item.completedBy.toString() : null,
      completed_at: iso(item.completedAt),
      notes: '',
      photo_required: item.photoRequired,
      estimated_duration: item.estimatedDuration,
    })),
    checklist_template_id: null,
    subtasks: [],
    timeline: [],
    billing: null,
    sourceReservation: null,
    nextReservation: null,
    historicalAnalytics: { averageDuration: null, completedCount: 0 },
    serviceProviderRate: null,
    bids: task.bids.map((bid) => ({
      id: bid._id.toString(),
      status: bid.status as 'pending' | 'accepted',
    })),
    payment_status: task.paymentStatus ?? null,
  };
}
