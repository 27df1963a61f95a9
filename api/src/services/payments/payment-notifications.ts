import type { Types } from 'mongoose';
import { formatMoney, STRUCTURE_EDIT_ROLES, withPlatformFee } from '@staydesk/contracts';
import type { TaskDoc } from '../../models/task';
import { User } from '../../models/user';
import { notify } from '../notify';
import type { PaymentOrder } from './provider';

/** The task's providers: its assignees still on it. */
const providerIdsOf = (task: Pick<TaskDoc, 'assignments'>) =>
  task.assignments
    .filter((assignment) => assignment.status !== 'declined')
    .map((assignment) => assignment.userId.toString());

/** Everyone who may change the task's structure, hence its payments. */
async function structureEditorIds(customerId: Types.ObjectId): Promise<string[]> {
  const users = await User.find(
    {
      memberships: {
        $elemMatch: { customerId, active: true, roles: { $in: STRUCTURE_EDIT_ROLES } },
      },
    },
    { _id: 1 },
  ).lean();
  return users.map((user) => user._id.toString());
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Tells the task's provider and its structure editors that its payment was scheduled or
 * released; the person who did it knows already.
 */
export async function announcePayment(
  what: 'scheduled' | 'released',
  task: Pick<TaskDoc, '_id' | 'customerId' | 'title' | 'assignments'>,
  order: PaymentOrder,
  actorId: string | null,
): Promise<void> {
  const editors = await structureEditorIds(task.customerId);
  const recipients = [...new Set([...providerIdsOf(task), ...editors])].filter(
    (id) => id !== actorId,
  );
  if (recipients.length === 0) return;
  const amount = formatMoney(withPlatformFee(order.amount).cost, order.currency);
  await notify({
    customerId: task.customerId,
    kind: 'assignment',
    type: what === 'scheduled' ? 'payout_initiated' : 'payout_completed',
    title: what === 'scheduled' ? 'Payment scheduled' : 'Payment released',
    description:
      what === 'scheduled' && order.scheduledFor
        ? `${amount} for ${task.title} will be paid on ${day(order.scheduledFor)}`
        : `${amount} for ${task.title} was released`,
    sourceType: 'task',
    sourceReference: { taskId: task._id.toString() },
    target: { assigneeIds: recipients },
  });
}
