import { z } from 'zod';

// Payments of a marketplace task (spec: marketplace-execution §3, §4, §7, §9): the statuses, the
// one table of the actions each status allows (the API enforces it, the Payments tab offers
// it), the payloads of POST and PATCH /api/tasks/marketplace/payments, the ledger's entries and
// the platform fee.

export const PAYMENT_STATUSES = [
  'pending',
  'processing',
  'paid',
  'held',
  'refunded',
  'scheduled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_ACTIONS = [
  'process_payment',
  'schedule_payment',
  'release_payment',
  'refund_payment',
] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

export const PAYMENT_ACTION_LABELS: Record<PaymentAction, string> = {
  process_payment: 'Process Payment',
  schedule_payment: 'Schedule Payment',
  release_payment: 'Release Payment',
  refund_payment: 'Refund Payment',
};

/**
 * What each status allows. Processing captures the amount: a completed task's provider is paid
 * at once, an unfinished one's is held until a structure editor releases it. A scheduled
 * payment is processed by its job when due; a paid or held one may be refunded.
 */
const ACTIONS_BY_STATUS: Record<PaymentStatus, readonly PaymentAction[]> = {
  pending: ['process_payment', 'schedule_payment'],
  scheduled: [],
  processing: [],
  held: ['release_payment', 'refund_payment'],
  paid: ['refund_payment'],
  refunded: [],
};

const isPaymentStatus = (status: string | null | undefined): status is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(status ?? '');

/** A task nobody has paid or scheduled yet has a pending payment. */
export const paymentStatusOf = (status: string | null | undefined): PaymentStatus =>
  isPaymentStatus(status) ? status : 'pending';

/** The actions a payment in this status allows, in the order the Payments tab offers them. */
export const paymentActionsFor = (status: string | null | undefined): readonly PaymentAction[] =>
  ACTIONS_BY_STATUS[paymentStatusOf(status)];

export const allowsPaymentAction = (
  status: string | null | undefined,
  action: PaymentAction,
): boolean => paymentActionsFor(status).includes(action);

/** The statuses from which an action may start: the condition of the API's conditional update. */
export const statusesAllowing = (action: PaymentAction): PaymentStatus[] =>
  PAYMENT_STATUSES.filter((status) => ACTIONS_BY_STATUS[status].includes(action));

/** Processing ends paid for a completed task, held (until released) for one still in work. */
export const settledPaymentStatus = (taskStatus: string): 'paid' | 'held' =>
  taskStatus === 'completed' ? 'paid' : 'held';

/** 'Schedule Payment' is fixed to one day from now. */
export const SCHEDULE_PAYMENT_DELAY_MS = 24 * 60 * 60 * 1000;
export const scheduledPaymentDate = (now: Date): Date =>
  new Date(now.getTime() + SCHEDULE_PAYMENT_DELAY_MS);
/** The furthest ahead the API accepts a scheduled payment. */
export const MAX_SCHEDULE_AHEAD_MS = 365 * SCHEDULE_PAYMENT_DELAY_MS;

/** Platform fee: 10 % on the estimated cost; the total is 1.1 times the cost. */
export const PLATFORM_FEE_RATE = 0.1;

const cents = (amount: number) => Math.round(amount * 100) / 100;

export interface FeeBreakdown {
  cost: number;
  fee: number;
  total: number;
}

export function withPlatformFee(cost: number): FeeBreakdown {
  const fee = cents(cost * PLATFORM_FEE_RATE);
  return { cost: cents(cost), fee, total: cents(cost + fee) };
}

/** The payment history shows 3 entries. */
export const PAYMENT_HISTORY_LIMIT = 3;

const taskIdSchema = z.string().trim().min(1).max(64);
/** A payment's amount, in the task's currency. */
export const paymentAmountSchema = z.number().positive().max(1_000_000);
const reasonSchema = z.string().trim().max(500);

export const processPaymentSchema = z.object({
  taskId: taskIdSchema,
  amount: paymentAmountSchema,
  action: z.literal('process_payment'),
});

export const schedulePaymentSchema = z.object({
  taskId: taskIdSchema,
  amount: paymentAmountSchema,
  /** ISO; the UI sends one day from now. It must lie ahead, within a year. */
  scheduleDate: z.iso.datetime({ offset: true }),
  action: z.literal('schedule_payment'),
});

/** POST /api/tasks/marketplace/payments */
export const paymentRequestSchema = z.discriminatedUnion('action', [
  processPaymentSchema,
  schedulePaymentSchema,
]);
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** PATCH /api/tasks/marketplace/payments */
export const paymentUpdateSchema = z.object({
  taskId: taskIdSchema,
  action: z.enum(['release_payment', 'refund_payment']),
  reason: reasonSchema.optional(),
});
export type PaymentUpdate = z.infer<typeof paymentUpdateSchema>;

/** What a ledger entry records: each step a task's payment went through. */
export const PAYMENT_EVENT_KINDS = [
  'scheduled',
  'processing',
  'paid',
  'held',
  'released',
  'refunded',
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/** One entry of a task's payment ledger (spec §3 'Payment'), newest first in the read model. */
export const paymentEntrySchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_EVENT_KINDS),
  amount: z.number(),
  platform_fee: z.number(),
  total: z.number(),
  currency: z.string(),
  created_at: z.string(),
  /** For a scheduled payment: when its job processes it. */
  scheduled_date: z.string().nullable(),
  reason: z.string().nullable(),
  /** Who acted; null for the scheduled job. */
  actor_name: z.string().nullable(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

/** A task's payment as its read model carries it (beside payment_status). */
export const taskPaymentFieldsSchema = z.object({
  payment_amount: z.number().nullable(),
  /** When it was paid (or released). */
  payment_date: z.string().nullable(),
  scheduled_payment_date: z.string().nullable(),
  payments: z.array(paymentEntrySchema),
});
export type TaskPaymentFields = z.infer<typeof taskPaymentFieldsSchema>;

/**
 * GET /api/payments/provider: whether a payment provider is configured. The Payments tab shows
 * 'Payments Coming Soon' over its actions only while none is.
 */
export const paymentProviderSchema = z.object({
  configured: z.boolean(),
  provider: z.string().nullable(),
});
export type PaymentProviderInfo = z.infer<typeof paymentProviderSchema>;
