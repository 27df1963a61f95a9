import type { Types } from 'mongoose';
import type { TimelineEvent, TimelineEventType } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { TaskEvent, type TaskEventDoc } from '../models/task-event';
import { scheduleEscalationsSoon } from './escalations/history';
import { publish } from './live-events';

export interface TaskEventInput {
  taskId: Types.ObjectId;
  type: TimelineEventType;
  description: string;
  metadata?: Record<string, unknown>;
}

/** Changes the escalation steps of a task depend on: who is assigned, its status, its progress. */
const ESCALATION_EVENTS: ReadonlySet<TimelineEventType> = new Set<TimelineEventType>([
  'created',
  'updated',
  'status_changed',
  'assigned',
  'assignment_responded',
  'checklist_item_completed',
  'execution_started',
]);

/**
 * Writes one timeline entry for a change the caller made and tells every open view of the task
 * (live topic 'tasks', payload { taskId }) to refetch it. Every change to a task goes through here.
 */
export async function recordTaskEvent(
  auth: AuthContext | null,
  customerId: Types.ObjectId,
  input: TaskEventInput,
): Promise<TimelineEvent> {
  const created = await TaskEvent.create({
    customerId,
    taskId: input.taskId,
    type: input.type,
    description: input.description,
    metadata: input.metadata ?? {},
    userId: auth ? auth.user._id : null,
    userName: auth ? auth.user.name : 'System',
    userRole: auth ? auth.role : null,
  });
  await publish({
    customerId,
    topic: 'tasks',
    type: `task.${input.type}`,
    payload: { taskId: input.taskId.toString() },
  });
  if (ESCALATION_EVENTS.has(input.type)) await scheduleEscalationsSoon(input.taskId);
  return presentTaskEvent(created.toObject() as TaskEventDoc);
}

export function presentTaskEvent(event: TaskEventDoc): TimelineEvent {
  return {
    id: event._id.toString(),
    type: event.type as TimelineEventType,
    description: event.description,
    metadata: (event.metadata ?? {}) as Record<string, unknown>,
    created_by: event.userId ? event.userId.toString() : 'system',
    created_at: event.createdAt.toISOString(),
    user_name: event.userName ?? 'System',
    user_role: event.userRole ?? null,
  };
}
