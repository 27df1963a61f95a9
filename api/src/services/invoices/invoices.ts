import type { Types } from 'mongoose';
import {
  DEFAULT_CURRENCY,
  INVOICE_DUE_DAYS,
  withPlatformFee,
  type InvoiceDocument,
} from '@staydesk/contracts';
import { notFound } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Customer } from '../../models/customer';
import { InvoiceCounter, InvoiceModel, type InvoiceDoc } from '../../models/invoice';
import { Listing } from '../../models/listing';
import type { TaskDoc } from '../../models/task';
import { TaskPayment } from '../../models/task-payment';
import { User } from '../../models/user';
import { publishTaskChanged } from '../task-changed';
import { findVisibleTask, viewerOf } from '../tasks-access';
import { presentInvoice } from './present';
import { isDuplicateKey } from '../duplicate-key';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A marketplace task: offered on the marketplace, or given to a provider's bid. */
const isMarketplaceTask = (task: TaskDoc) =>
  task.marketplaceEligible || task.bids.some((bid) => bid.status === 'accepted');

/** What the work costs: the payment's amount, else the accepted bid's. */
async function costOf(task: TaskDoc): Promise<{ amount: number; currency: string }> {
  const payment = await TaskPayment.findById(task._id, { amount: 1, currency: 1 }).lean();
  const accepted = task.bids.find((bid) => bid.status === 'accepted');
  return {
    amount: payment?.amount ?? accepted?.amount ?? 0,
    currency: payment?.currency ?? accepted?.currency ?? DEFAULT_CURRENCY,
  };
}

async function nextSequence(customerId: Types.ObjectId): Promise<number> {
  const counter = await InvoiceCounter.findOneAndUpdate(
    { customerId, name: 'invoice' },
    { $inc: { value: 1 } },
    { upsert: true, new: true },
  ).lean();
  return counter?.value ?? 1;
}

/** Invoices a marketplace task that just completed; any other task gets none. */
export async function invoiceCompletedTask(task: TaskDoc, now = new Date()): Promise<void> {
  if (isMarketplaceTask(task)) await issueInvoice(task, now);
}

/**
 * The task's invoice: the cost and the platform fee, numbered by the customer's count. Keyed by
 * the task, so a second completion of it invoices nothing more.
 */
export async function issueInvoice(task: TaskDoc, now = new Date()): Promise<void> {
  if (await InvoiceModel.exists({ _id: task._id })) return;
  const { amount, currency } = await costOf(task);
  const { cost, fee, total } = withPlatformFee(amount);
  const provider = task.assignments.find((assignment) => assignment.status !== 'declined');
  try {
    await InvoiceModel.create({
      _id: task._id,
      customerId: task.customerId,
      sequence: await nextSequence(task.customerId),
      cost,
      fee,
      total,
      currency,
      providerId: provider?.userId ?? null,
      issuedAt: now,
      dueAt: new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS),
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return;
  }
  await publishTaskChanged(task, 'task.invoice');
}

/**
 * GET /api/invoices/{id}: the invoice of a task the caller sees (another customer's answers
 * like a missing one), with what its page and its PDF print.
 */
export async function invoiceDocumentOf(
  auth: AuthContext,
  invoiceId: string,
): Promise<InvoiceDocument> {
  const viewer = await viewerOf(auth);
  const task = await findVisibleTask(auth, viewer, invoiceId);
  const invoice = await InvoiceModel.findOne({
    _id: task._id,
    customerId: task.customerId,
  }).lean<InvoiceDoc>();
  if (!invoice) throw notFound('Invoice');
  const [payment, customer, provider, listing] = await Promise.all([
    TaskPayment.findById(task._id, { status: 1 }).lean(),
    Customer.findById(task.customerId, { name: 1 }).lean(),
    invoice.providerId ? User.findById(invoice.providerId, { name: 1 }).lean() : null,
    task.listingId
      ? Listing.findOne({ _id: task.listingId, customerId: task.customerId }, { name: 1 }).lean()
      : null,
  ]);
  return {
    ...presentInvoice(invoice, payment?.status ?? task.paymentStatus ?? null),
    taskId: task._id.toString(),
    taskTitle: task.title,
    taskCompletedAt: task.completedAt ? task.completedAt.toISOString() : null,
    customerName: customer?.name ?? '',
    providerName: provider?.name ?? null,
    listingName: listing?.name ?? null,
    lines: [
      { label: task.title, amount: invoice.cost },
      { label: 'Platform fee (10%)', amount: invoice.fee },
    ],
  };
}
