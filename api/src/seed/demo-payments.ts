import mongoose, { type Types } from 'mongoose';
import pino from 'pino';
import type { PaymentStatus, Role } from '@staydesk/contracts';
import { PEOPLE } from './fixtures';
import { JobQueue } from '../jobs/job-queue';
import { Task, type TaskDoc } from '../models/task';
import { TaskPayment } from '../models/task-payment';
import { issueInvoice } from '../services/invoices/invoices';
import { ledgerProvider, type PaymentOrder } from '../services/payments/provider';
import { scheduledPaymentJob, scheduleOn } from '../services/payments/scheduled-payment-job';

const DAY_MS = 24 * 60 * 60 * 1000;

interface PaymentSample {
  title: string;
  category: 'cleaning' | 'deep_cleaning' | 'maintenance';
  provider: Role;
  status: 'completed' | 'in_progress';
  amount: number;
  payment: PaymentStatus;
  /** Days from now the task was done (or is due); an invoice is issued then. */
  day: number;
}

/** One task in each state a payment can show: paid with an invoice, scheduled, held, pending. */
const SAMPLES: PaymentSample[] = [
  {
    title: 'Deep clean after the long stay',
    category: 'deep_cleaning',
    provider: 'cleaner',
    status: 'completed',
    amount: 180,
    payment: 'paid',
    day: -2,
  },
  {
    title: 'Repair the patio door',
    category: 'maintenance',
    provider: 'maintenance',
    status: 'completed',
    amount: 95,
    payment: 'scheduled',
    day: -1,
  },
  {
    title: 'Window cleaning, all floors',
    category: 'cleaning',
    provider: 'partner',
    status: 'in_progress',
    amount: 120,
    payment: 'held',
    day: 0,
  },
  {
    title: 'Turnover clean before the weekend',
    category: 'cleaning',
    provider: 'cleaner',
    status: 'completed',
    amount: 85,
    payment: 'pending',
    day: -16,
  },
];

/** The ledger the built-in provider would have written for the payment's steps so far. */
async function recordLedger(task: TaskDoc, sample: PaymentSample, order: PaymentOrder) {
  if (sample.payment === 'scheduled') await ledgerProvider.schedule(order);
  if (sample.payment === 'paid' || sample.payment === 'held') {
    await ledgerProvider.process(order, sample.payment);
  }
  await TaskPayment.create({
    _id: task._id,
    customerId: task.customerId,
    status: sample.payment,
    amount: sample.payment === 'pending' ? null : sample.amount,
    currency: 'USD',
    paidAt: sample.payment === 'paid' ? task.completedAt : null,
    scheduledFor: order.scheduledFor ?? null,
    scheduleId: order.scheduledFor ? new mongoose.Types.ObjectId(order.step.split(':')[1]) : null,
  });
}

/**
 * Marketplace tasks of the demo providers whose payments are paid (with its invoice), scheduled
 * for tomorrow (its job on the queue), held and pending, so the Payments tab, the sidebar's
 * badges and the invoice page show each state.
 */
export async function seedDemoPayments(
  customerId: Types.ObjectId,
  userIds: ReadonlyMap<Role, Types.ObjectId>,
  listingIds: readonly Types.ObjectId[],
  now: Date,
): Promise<number> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  const queue = new JobQueue({
    db,
    logger: pino({ level: 'silent' }),
    pollMs: 60_000,
    retryDelayMs: 60_000,
  });
  const scheduleJob = scheduleOn(queue);
  queue.define(scheduledPaymentJob({ provider: ledgerProvider, scheduleJob }));
  try {
    for (const [index, sample] of SAMPLES.entries()) {
      const providerId = userIds.get(sample.provider);
      const when = new Date(now.getTime() + sample.day * DAY_MS);
      const task = (
        await Task.create({
          customerId,
          title: sample.title,
          description: 'Given to the provider whose bid was accepted.',
          category: sample.category,
          priority: 'medium',
          status: sample.status,
          dueDate: when,
          startedAt: new Date(when.getTime() - 3 * 3_600_000),
          completedAt: sample.status === 'completed' ? when : null,
          listingId: listingIds[index % listingIds.length] ?? null,
          marketplaceEligible: true,
          paymentStatus: sample.payment,
          createdBy: userIds.get('admin') ?? null,
          assignments: providerId ? [{ userId: providerId, status: 'accepted' }] : [],
          bids: providerId
            ? [{ providerId, status: 'accepted', amount: sample.amount, estimatedDuration: 120 }]
            : [],
        })
      ).toObject() as TaskDoc;
      const scheduledFor = sample.payment === 'scheduled' ? new Date(now.getTime() + DAY_MS) : null;
      const scheduleId = new mongoose.Types.ObjectId().toString();
      const admin = userIds.get('admin');
      await recordLedger(task, sample, {
        customerId,
        taskId: task._id,
        amount: sample.amount,
        currency: 'USD',
        step: `${sample.payment === 'scheduled' ? 'scheduled' : 'processed'}:${scheduleId}`,
        actor: admin ? { id: admin, name: PEOPLE.admin } : null,
        scheduledFor,
      });
      if (scheduledFor)
        await scheduleJob(scheduledFor, { taskId: task._id.toString(), scheduleId });
      if (sample.status === 'completed') await issueInvoice(task, when);
    }
  } finally {
    await queue.stop();
  }
  return SAMPLES.length;
}
