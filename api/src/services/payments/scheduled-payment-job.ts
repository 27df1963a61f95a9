import { Types } from 'mongoose';
import { DEFAULT_CURRENCY } from '@staydesk/contracts';
import { PermanentJobError, type JobKind, type JobQueue } from '../../jobs/job-queue';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { TaskPayment, type TaskPaymentDoc } from '../../models/task-payment';
import { announcePayment } from './payment-notifications';
import { settle, type ScheduleJob, type ScheduledPaymentData } from './payments';
import type { PaymentProvider } from './provider';

export const SCHEDULED_PAYMENT_JOB = 'scheduled-payment';

export type ScheduledPaymentOutcome = 'paid' | 'held' | 'not due' | 'nothing to do';

export interface ScheduledPaymentRun {
  provider: PaymentProvider | null;
  /** Puts the job back for its time, when a run came early. */
  scheduleJob: ScheduleJob;
  now?: () => Date;
}

/**
 * Processes a scheduled payment once it is due. Idempotent by task and schedule: the job
 * carries the schedule it was made for, and only the run whose conditional update moves that
 * schedule from scheduled to processing pays; a run that finds it processing (one that stopped
 * half-way) finishes it, and any other run changes nothing.
 */
export async function runScheduledPayment(
  run: ScheduledPaymentRun,
  data: ScheduledPaymentData,
): Promise<ScheduledPaymentOutcome> {
  if (!run.provider) throw new PermanentJobError('No payment provider is configured');
  if (!Types.ObjectId.isValid(data.taskId) || !Types.ObjectId.isValid(data.scheduleId)) {
    throw new PermanentJobError('A scheduled payment job without its task or schedule');
  }
  const taskId = new Types.ObjectId(data.taskId);
  const scheduleId = new Types.ObjectId(data.scheduleId);
  const now = run.now?.() ?? new Date();
  const payment = await TaskPayment.findOne({ _id: taskId, scheduleId }).lean<TaskPaymentDoc>();
  if (!payment) return 'nothing to do';
  if (payment.status === 'scheduled') {
    if (payment.scheduledFor && payment.scheduledFor.getTime() > now.getTime()) {
      await run.scheduleJob(payment.scheduledFor, data);
      return 'not due';
    }
    const claimed = await TaskPayment.updateOne(
      { _id: taskId, scheduleId, status: 'scheduled' },
      { $set: { status: 'processing' } },
    );
    if (claimed.modifiedCount === 0) return 'nothing to do';
  } else if (payment.status !== 'processing') {
    return 'nothing to do';
  }
  const task = await TaskModel.findById(taskId).lean<TaskDoc>();
  if (!task) return 'nothing to do';
  const order = {
    customerId: task.customerId,
    taskId,
    amount: payment.amount ?? 0,
    currency: payment.currency ?? DEFAULT_CURRENCY,
    step: `scheduled-run:${data.scheduleId}`,
    actor: null,
  };
  const settled = await settle(run.provider, task, order);
  if (settled !== 'paid' && settled !== 'held') return 'nothing to do';
  if (settled === 'paid') await announcePayment('released', task, order, null);
  return settled;
}

export function scheduledPaymentJob(run: ScheduledPaymentRun): JobKind<ScheduledPaymentData> {
  return {
    name: SCHEDULED_PAYMENT_JOB,
    concurrency: 2,
    maxAttempts: 5,
    run: async (data) => {
      await runScheduledPayment(run, data);
    },
  };
}

/** How the API puts scheduled payments on its queue. */
export const scheduleOn =
  (queue: JobQueue): ScheduleJob =>
  (at, data) =>
    queue.enqueueAt(SCHEDULED_PAYMENT_JOB, at, data);
