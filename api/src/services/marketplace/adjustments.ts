import { Types } from 'mongoose';
import {
  type bidAdjustmentCreateSchema,
  formatMoney,
  taskEditScope,
  type Task,
} from '@staydesk/contracts';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { notify } from '../notify';
import { assignedOf, objectIdOrNull, viewerOf } from '../tasks-access';
import {
  notifyProviders,
  ownTask,
  presentForCaller,
  publishTaskChange,
  timelineEntry,
} from './common';

/**
 * POST /api/tasks/{id}/bid-adjustments: the provider of the task's accepted bid asks for more,
 * tied to an issue of the task. The currency is the bid's.
 */
export async function requestAdjustment(
  auth: AuthContext,
  taskId: string,
  input: z.output<typeof bidAdjustmentCreateSchema>,
): Promise<{ adjustmentId: string }> {
  const task = await ownTask(auth, taskId);
  const index = task.bids.findIndex(
    (bid) => bid.status === 'accepted' && bid.providerId.equals(auth.user._id),
  );
  const bid = task.bids[index];
  if (!bid) throw forbidden('Only the provider of the accepted bid can ask for an adjustment');
  if (!task.issues.some((issue) => issue._id.toString() === input.issueId)) {
    throw badRequest('issueId: No such issue on this task');
  }
  const currency = bid.currency ?? 'USD';
  if (input.currency && input.currency !== currency) {
    throw badRequest(`currency: This bid is in ${currency}`);
  }
  if (bid.adjustments.some((a) => a.issueId === input.issueId && a.status === 'pending')) {
    throw conflict('An adjustment for this issue is already waiting for a decision');
  }
  const adjustment = {
    _id: new Types.ObjectId(),
    issueId: input.issueId,
    type: input.type,
    status: 'pending',
    amount: input.amount,
    currency,
    reason: input.reason,
    requestedAt: new Date(),
    approvedAt: null,
    rejectedAt: null,
    rejectionReason: null,
    decidedBy: null,
  };
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, [`bids.${index}._id`]: bid._id, [`bids.${index}.status`]: 'accepted' },
    {
      $push: {
        [`bids.${index}.adjustments`]: adjustment,
        ...timelineEntry(`${auth.user.name} asked for ${formatMoney(input.amount, currency)} more`),
      },
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw conflict('The accepted bid changed meanwhile; try again');
  await publishTaskChange(updated, 'bid_adjustment_requested');
  await notify({
    customerId: task.customerId,
    kind: 'system',
    type: 'timeline_update',
    priority: 'medium',
    title: 'Bid adjustment requested',
    description: `${auth.user.name} asks for ${formatMoney(input.amount, currency)} more on ${task.title}`,
    sourceType: 'task',
    sourceReference: { taskId: task._id.toString() },
  });
  return { adjustmentId: adjustment._id.toString() };
}

/**
 * PATCH /api/tasks/marketplace/bids with approve_adjustment or reject_adjustment: anyone who may
 * edit the task (canEdit) but the provider who asked.
 */
export async function decideAdjustment(
  auth: AuthContext,
  input: {
    action: 'approve_adjustment' | 'reject_adjustment';
    taskId: string;
    adjustmentId: string;
    reason?: string;
  },
): Promise<Task> {
  const task = await ownTask(auth, input.taskId);
  const viewer = await viewerOf(auth);
  if (taskEditScope(viewer, assignedOf(task)) === 'none') {
    throw forbidden('Only those who may edit this task can decide on adjustments');
  }
  const id = objectIdOrNull(input.adjustmentId);
  const bidIndex = task.bids.findIndex((bid) =>
    bid.adjustments.some((a) => id && a._id.equals(id)),
  );
  const bid = task.bids[bidIndex];
  const adjustmentIndex = bid ? bid.adjustments.findIndex((a) => a._id.equals(id!)) : -1;
  const adjustment = bid?.adjustments[adjustmentIndex];
  if (!bid || !adjustment) throw notFound('Adjustment');
  if (bid.providerId.equals(auth.user._id)) {
    throw forbidden('You cannot decide on your own adjustment');
  }
  if (adjustment.status !== 'pending') throw conflict('This adjustment was already decided');
  const approve = input.action === 'approve_adjustment';
  const now = new Date();
  const at = `bids.${bidIndex}.adjustments.${adjustmentIndex}`;
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, [`${at}._id`]: adjustment._id, [`${at}.status`]: 'pending' },
    {
      $set: {
        [`${at}.status`]: approve ? 'approved' : 'rejected',
        [`${at}.${approve ? 'approvedAt' : 'rejectedAt'}`]: now,
        [`${at}.rejectionReason`]: approve ? null : (input.reason ?? null),
        [`${at}.decidedBy`]: auth.user._id,
        updatedBy: auth.user._id,
      },
      $push: timelineEntry(
        `${auth.user.name} ${approve ? 'approved' : 'rejected'} an adjustment of ${formatMoney(adjustment.amount, adjustment.currency)}`,
        now,
      ),
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw conflict('This adjustment was already decided');
  await publishTaskChange(updated, approve ? 'bid_adjustment_approved' : 'bid_adjustment_rejected');
  await notifyProviders({
    customerId: bid.providerCustomerId ?? task.customerId,
    userIds: [bid.providerId],
    type: approve ? 'bid_accepted' : 'bid_declined',
    title: approve ? 'Adjustment approved' : 'Adjustment rejected',
    description: `Your adjustment of ${formatMoney(adjustment.amount, adjustment.currency)} on ${task.title} was ${approve ? 'approved' : `rejected: ${input.reason ?? ''}`}`,
    task,
  });
  return presentForCaller(auth, updated);
}
