import { z } from 'zod';
import { PAYMENT_STATUSES } from './payments';

// Invoices of marketplace tasks (spec: marketplace-execution §2, §3, §4, §9): the read shape,
// its badge, the number's fallback, and the invoice page's document.

export const INVOICE_STATUSES = ['sent', 'paid', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_BADGES = ['paid', 'overdue', 'sent'] as const;
export type InvoiceBadge = (typeof INVOICE_BADGES)[number];

/** Days after issue an unpaid invoice becomes overdue. */
export const INVOICE_DUE_DAYS = 14;

/** Spec §3 'Invoice', as the task's read model carries it. */
export const invoiceSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  invoiceTotal: z.number(),
  invoiceCurrency: z.string(),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  invoiceIssuedAt: z.string(),
  invoiceDueAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** 'TASK-' plus the invoice's sequence padded to 3 digits: 'TASK-007'. */
export const invoiceNumberFallback = (id: number | string): string =>
  `TASK-${String(id).padStart(3, '0')}`;

/** paid, overdue (unpaid past its due date), or otherwise sent. */
export function invoiceBadge(
  invoice: Pick<Invoice, 'invoiceStatus' | 'paymentStatus' | 'invoiceDueAt'>,
  now: Date,
): InvoiceBadge {
  if (invoice.invoiceStatus === 'paid' || invoice.paymentStatus === 'paid') return 'paid';
  if (invoice.invoiceStatus === 'sent' && Date.parse(invoice.invoiceDueAt) < now.getTime()) {
    return 'overdue';
  }
  return 'sent';
}

export const invoiceLineSchema = z.object({ label: z.string(), amount: z.number() });

/** GET /api/invoices/{id}: the invoice page's document (the PDF prints the same). */
export const invoiceDocumentSchema = invoiceSchema.extend({
  taskId: z.string(),
  taskTitle: z.string(),
  taskCompletedAt: z.string().nullable(),
  customerName: z.string(),
  providerName: z.string().nullable(),
  listingName: z.string().nullable(),
  /** The work, then the platform fee; they add up to invoiceTotal. */
  lines: z.array(invoiceLineSchema),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

export const invoiceResponseSchema = z.object({ invoice: invoiceDocumentSchema });
