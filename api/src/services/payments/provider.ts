import type { Types } from 'mongoose';
import { withPlatformFee, type PaymentEventKind } from '@staydesk/contracts';
import type { PaymentProviderName } from '../../config';
import { PaymentEvent } from '../../models/payment-event';
import { isDuplicateKey } from '../duplicate-key';

/** One step of a task's payment as a provider is asked to carry it out. */
export interface PaymentOrder {
  customerId: Types.ObjectId;
  taskId: Types.ObjectId;
  /** The estimated cost the provider of the work is paid; the platform fee comes on top. */
  amount: number;
  currency: string;
  /** Unique per task: a provider asked twice for one step does it once. */
  step: string;
  actor: { id: Types.ObjectId; name: string } | null;
  reason?: string | null;
  scheduledFor?: Date | null;
}

/**
 * Where the money moves. The payment service enforces the transitions and calls one of these
 * per step; a provider answers only when the step is done (or was done before).
 */
export interface PaymentProvider {
  readonly name: string;
  /** Captures the amount and the platform fee; `settled` says whether the provider is paid or it is held. */
  process(order: PaymentOrder, settled: 'paid' | 'held'): Promise<void>;
  schedule(order: PaymentOrder): Promise<void>;
  release(order: PaymentOrder): Promise<void>;
  refund(order: PaymentOrder): Promise<void>;
}

async function record(kind: PaymentEventKind, order: PaymentOrder, step = order.step) {
  const { cost, fee, total } = withPlatformFee(order.amount);
  try {
    await PaymentEvent.create({
      customerId: order.customerId,
      taskId: order.taskId,
      kind,
      amount: cost,
      fee,
      total,
      currency: order.currency,
      scheduledFor: order.scheduledFor ?? null,
      reason: order.reason ?? null,
      actorId: order.actor?.id ?? null,
      actorName: order.actor?.name ?? null,
      step,
    });
  } catch (error) {
    // The step was recorded before: a retried job or a doubled request.
    if (!isDuplicateKey(error)) throw error;
  }
}

/** The built-in provider: moves no money outside the product, and keeps the ledger in MongoDB. */
export const ledgerProvider: PaymentProvider = {
  name: 'ledger',
  async process(order, settled) {
    await record('processing', order, `${order.step}:processing`);
    await record(settled, order, `${order.step}:${settled}`);
  },
  schedule: (order) => record('scheduled', order),
  release: (order) => record('released', order),
  refund: (order) => record('refunded', order),
};

/** The provider a configuration names; 'none' leaves payments off (the tab says they are coming). */
export const paymentProviderNamed = (name: PaymentProviderName): PaymentProvider | null =>
  name === 'ledger' ? ledgerProvider : null;
