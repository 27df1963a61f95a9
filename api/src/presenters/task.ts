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
    is_subtask: task.parentTaskId !== null && task.parentTaskId !== undefined,
    parent_task_id: task.parentTaskId ? task.parentTaskId.toString() : null,
    marketplace_eligible: task.marketplaceEligible,
    relations: {
      listing_id: task.listingId ? task.listingId.toString() : null,
      reservation_id: task.reservationId ? task.reservationId.toString() : null,
    },
    listing,
    assignments: task.assignments.map((assignment) => ({
      id: assignment._id.toString(),
      user_id: assignment.userId.toString(),
      status: assignment.status as Task['assignments'][number]['status'],
      created_at: assignment.createdAt.toISOString(),
    })),
    checklist: task.checklist.map((item) => ({
      id: item._id.toString(),
      title: item.title,
      section: item.section,
      required: item.required,
      completed: item.completed,
      photo_required: item.photoRequired,
      estimated_duration: item.estimatedDuration,
    })),
    bids: task.bids.map((bid) => ({
      id: bid._id.toString(),
      status: bid.status as 'pending' | 'accepted',
    })),
    payment_status: task.paymentStatus ?? null,
  };
}
