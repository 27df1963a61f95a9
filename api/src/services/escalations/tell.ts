import type { Types } from 'mongoose';
import type { EscalationDoc } from '../../models/escalation';
import type { TaskDoc } from '../../models/task';
import { publish } from '../live-events';
import { notify } from '../notify';

export interface EscalationNotice {
  title: string;
  description: string;
  /** Providers told directly (the backup provider, the provider reminded). */
  providerIds: readonly Types.ObjectId[];
  /** Whether the task's managers hear of it too. */
  managers: boolean;
}

/**
 * Tells the people an escalation concerns (in the app, and by push and the other channels their
 * preferences allow: the notification service delivers), then every open view of the task.
 */
export async function tellEscalation(
  task: Pick<TaskDoc, '_id' | 'customerId'>,
  escalation: Pick<EscalationDoc, '_id' | 'reason' | 'level'>,
  notice: EscalationNotice,
): Promise<void> {
  const common = {
    customerId: task.customerId,
    type: 'task_escalation' as const,
    title: notice.title,
    description: notice.description,
    sourceType: 'task',
    sourceReference: { taskId: task._id.toString() },
    metadata: {
      escalationId: escalation._id.toString(),
      reason: escalation.reason,
      level: escalation.level,
    },
  };
  if (notice.managers) await notify({ ...common, kind: 'system' });
  if (notice.providerIds.length > 0) {
    await notify({
      ...common,
      kind: 'assignment',
      target: { assigneeIds: notice.providerIds.map((id) => id.toString()) },
    });
  }
  await publishEscalationChange(task);
}

/** Every open sidebar, panel or list of the task refetches it. */
export const publishEscalationChange = (task: Pick<TaskDoc, '_id' | 'customerId'>) =>
  publish({
    customerId: task.customerId,
    topic: 'tasks',
    type: 'task.escalated',
    payload: { taskId: task._id.toString() },
  });
