import type { Types } from 'mongoose';
import type { Invoice, PaymentEntry, TaskPaymentFields } from '@staydesk/contracts';
import { InvoiceModel, type InvoiceDoc } from '../../models/invoice';
import { PaymentEvent, type PaymentEventDoc } from '../../models/payment-event';
import { TaskPayment, type TaskPaymentDoc } from '../../models/task-payment';
import { presentInvoice } from '../invoices/present';

/** The most of a ledger the read model carries, newest first. */
const LEDGER_LIMIT = 100;

export type TaskPaymentRead = TaskPaymentFields & { invoice: Invoice | null };

/** What a list carries: the status alone (on the task), no ledger. */
export const NO_PAYMENT_READ: TaskPaymentRead = {
  payment_amount: null,
  payment_date: null,
  scheduled_payment_date: null,
  payments: [],
  invoice: null,
};

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function presentEntry(event: PaymentEventDoc): PaymentEntry {
  return {
    id: event._id.toString(),
    status: event.kind as PaymentEntry['status'],
    amount: event.amount,
    platform_fee: event.fee,
    total: event.total,
    currency: event.currency,
    created_at: event.createdAt.toISOString(),
    scheduled_date: iso(event.scheduledFor),
    reason: event.reason ?? null,
    actor_name: event.actorName ?? null,
  };
}

/** A task's payment, its ledger and its invoice: three reads by the task's id, in parallel. */
export async function paymentReadOf(task: {
  _id: Types.ObjectId;
  paymentStatus?: string | null;
}): Promise<TaskPaymentRead> {
  const [payment, events, invoice] = await Promise.all([
    TaskPayment.findById(task._id).lean<TaskPaymentDoc>(),
    PaymentEvent.find({ taskId: task._id })
      .sort({ createdAt: -1, _id: -1 })
      .limit(LEDGER_LIMIT)
      .lean<PaymentEventDoc[]>(),
    InvoiceModel.findById(task._id).lean<InvoiceDoc>(),
  ]);
  return {
    payment_amount: payment?.amount ?? null,
    payment_date: iso(payment?.paidAt),
    scheduled_payment_date: payment?.status === 'scheduled' ? iso(payment.scheduledFor) : null,
    payments: events.map(presentEntry),
    invoice: invoice
      ? presentInvoice(invoice, payment?.status ?? task.paymentStatus ?? null)
      : null,
  };
}
