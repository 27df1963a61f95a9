import { Types } from 'mongoose';
import {
  DEFAULT_CURRENCY,
  MAX_SCHEDULE_AHEAD_MS,
  PAYMENT_ACTION_LABELS,
  paymentStatusOf,
  settledPaymentStatus,
  statusesAllowing,
  type PaymentAction,
  type PaymentRequest,
  type PaymentStatus,
  type PaymentUpdate,
  type Task,
  type TaskViewer,
} from '@staydesk/contracts';
import { badRequest, HttpError } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { TaskPayment, type TaskPaymentDoc } from '../../models/task-payment';
import { publishTaskChanged } from '../task-changed';
import { findVisibleTask, viewerOf } from '../tasks-access';
import { presentFullTask } from '../tasks-read';
import { announcePayment } from './payment-notifications';
import type { PaymentOrder, PaymentProvider } from './provider';
import { isDuplicateKey } from '../duplicate-key';

/** Puts a scheduled payment's job on the shared queue (the job kind is in scheduled-payment-job.ts). */
export type ScheduleJob = (at: Date, data: ScheduledPaymentData) => Promise<void>;

export interface ScheduledPaymentData {
  taskId: string;
  scheduleId: string;
}

export interface PaymentDeps {
  provider: PaymentProvider | null;
  scheduleJob: ScheduleJob;
}

const PAST_TENSE: Record<PaymentAction, string> = {
  process_payment: 'processed',
  schedule_payment: 'scheduled',
  release_payment: 'released',
  refund_payment: 'refunded',
};

/** Why a payment in this status cannot take the action: the 409 a person reads. */
function refusal(action: PaymentAction, status: PaymentStatus): HttpError {
  const allowed = statusesAllowing(action).join(' or ');
  return new HttpError(
    409,
    'conflict',
    `A ${status} payment cannot be ${PAST_TENSE[action]}: '${PAYMENT_ACTION_LABELS[action]}' needs a ${allowed} payment`,
  );
}

/** The task's payment document, made pending (or as the task's mirror says) on first use. */
async function paymentOf(task: TaskDoc): Promise<TaskPaymentDoc> {
  try {
    await TaskPayment.updateOne(
      { _id: task._id },
      {
        $setOnInsert: {
          customerId: task.customerId,
          status: paymentStatusOf(task.paymentStatus),
          currency: currencyOf(task),
        },
      },
      { upsert: true },
    );
  } catch (error) {
    // Two first uses at once: the other one made it.
    if (!isDuplicateKey(error)) throw error;
  }
  const payment = await TaskPayment.findById(task._id).lean<TaskPaymentDoc>();
  if (!payment) throw new Error('the payment of a task vanished');
  return payment;
}

/** The bid the task was given to, else the listing's default. */
function currencyOf(task: TaskDoc): string {
  const accepted = task.bids.find((bid) => bid.status === 'accepted');
  return accepted?.currency ?? DEFAULT_CURRENCY;
}

/** One conditional update: the transition happens only from a status the table allows. */
async function transition(
  task: TaskDoc,
  action: PaymentAction,
  set: Record<string, unknown>,
): Promise<TaskPaymentDoc> {
  const current = await paymentOf(task);
  const moved = await TaskPayment.findOneAndUpdate(
    { _id: task._id, status: { $in: statusesAllowing(action) } },
    { $set: set },
    { new: true },
  ).lean<TaskPaymentDoc>();
  if (moved) return moved;
  const now = await TaskPayment.findById(task._id, { status: 1 }).lean();
  throw refusal(action, paymentStatusOf(now?.status ?? current.status));
}

/** Mirrors the payment's status on the task and tells every open view of it. */
async function mirror(task: Pick<TaskDoc, '_id' | 'customerId'>, status: PaymentStatus) {
  await TaskModel.updateOne(
    { _id: task._id },
    { $set: { paymentStatus: status }, $inc: { version: 1 } },
  );
  await publishTaskChanged(task, 'task.payment');
}

/**
 * Processing: the provider captures the amount, then the payment is paid (a completed task) or
 * held (one still in work). Every step is conditional on the one before, so a retried or doubled
 * run settles once; the provider's steps are idempotent by their key.
 */
export async function settle(
  provider: PaymentProvider,
  task: TaskDoc,
  order: PaymentOrder,
): Promise<'paid' | 'held' | null> {
  const settled = settledPaymentStatus(task.status);
  await provider.process(order, settled);
  const done = await TaskPayment.findOneAndUpdate(
    { _id: task._id, status: 'processing' },
    { $set: { status: settled, paidAt: settled === 'paid' ? new Date() : null } },
    { new: true },
  ).lean();
  if (!done) return null;
  await mirror(task, settled);
  return settled;
}

const actorOf = (auth: AuthContext) => ({ id: auth.user._id, name: auth.user.name });

function requireProvider(deps: PaymentDeps): PaymentProvider {
  if (deps.provider) return deps.provider;
  throw new HttpError(
    503,
    'unavailable',
    'Payments are not set up yet: no payment provider is configured',
  );
}

async function taskOf(auth: AuthContext, taskId: string) {
  const viewer = await viewerOf(auth);
  return { viewer, task: await findVisibleTask(auth, viewer, taskId) };
}

/** The task as the caller now reads it, after the payment changed it. */
async function reread(viewer: TaskViewer, task: TaskDoc): Promise<Task> {
  const current = await TaskModel.findById(task._id).lean<TaskDoc>();
  return presentFullTask(viewer, current ?? task);
}

function scheduleDateOf(iso: string, now: Date): Date {
  const at = new Date(iso);
  if (at.getTime() <= now.getTime()) throw badRequest('Schedule the payment for a time ahead');
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_MS) {
    throw badRequest('Schedule the payment within a year');
  }
  return at;
}

/** POST /api/tasks/marketplace/payments: process now, or schedule. */
export async function startPayment(
  auth: AuthContext,
  body: PaymentRequest,
  deps: PaymentDeps,
): Promise<Task> {
  const provider = requireProvider(deps);
  const { viewer, task } = await taskOf(auth, body.taskId);
  const now = new Date();
  const currency = currencyOf(task);
  const step = new Types.ObjectId().toString();
  if (body.action === 'schedule_payment') {
    const at = scheduleDateOf(body.scheduleDate, now);
    const scheduleId = new Types.ObjectId();
    await transition(task, 'schedule_payment', {
      status: 'scheduled',
      amount: body.amount,
      currency,
      scheduledFor: at,
      scheduleId,
      paidAt: null,
    });
    const order = {
      customerId: task.customerId,
      taskId: task._id,
      amount: body.amount,
      currency,
      step: `scheduled:${scheduleId.toString()}`,
      actor: actorOf(auth),
      scheduledFor: at,
    };
    await provider.schedule(order);
    await deps.scheduleJob(at, { taskId: task._id.toString(), scheduleId: scheduleId.toString() });
    await mirror(task, 'scheduled');
    await announcePayment('scheduled', task, order, auth.userId);
  } else {
    await transition(task, 'process_payment', {
      status: 'processing',
      amount: body.amount,
      currency,
      scheduledFor: null,
      scheduleId: null,
    });
    await settle(provider, task, {
      customerId: task.customerId,
      taskId: task._id,
      amount: body.amount,
      currency,
      step: `processed:${step}`,
      actor: actorOf(auth),
    });
  }
  return reread(viewer, task);
}

/** PATCH /api/tasks/marketplace/payments: release a held payment, or refund one. */
export async function updatePayment(
  auth: AuthContext,
  body: PaymentUpdate,
  deps: PaymentDeps,
): Promise<Task> {
  const provider = requireProvider(deps);
  const { viewer, task } = await taskOf(auth, body.taskId);
  const releasing = body.action === 'release_payment';
  const status: PaymentStatus = releasing ? 'paid' : 'refunded';
  const moved = await transition(task, body.action, {
    status,
    ...(releasing && { paidAt: new Date() }),
  });
  const order: PaymentOrder = {
    customerId: task.customerId,
    taskId: task._id,
    amount: moved.amount ?? 0,
    currency: moved.currency ?? DEFAULT_CURRENCY,
    step: `${releasing ? 'released' : 'refunded'}:${new Types.ObjectId().toString()}`,
    actor: actorOf(auth),
    reason: body.reason ?? null,
  };
  if (releasing) await provider.release(order);
  else await provider.refund(order);
  await mirror(task, status);
  if (releasing) await announcePayment('released', task, order, auth.userId);
  return reread(viewer, task);
}
