import {
  invoiceNumberFallback,
  paymentStatusOf,
  type Invoice,
  type InvoiceStatus,
  type PaymentStatus,
} from '@staydesk/contracts';
import type { InvoiceDoc } from '../../models/invoice';

const INVOICE_STATUS_OF_PAYMENT: Partial<Record<PaymentStatus, InvoiceStatus>> = {
  paid: 'paid',
  refunded: 'refunded',
};

/** An invoice as the task and the invoice page read it; its status follows the payment's. */
export function presentInvoice(invoice: InvoiceDoc, paymentStatus: string | null): Invoice {
  const payment = paymentStatusOf(paymentStatus);
  return {
    invoiceId: invoice._id.toString(),
    invoiceNumber: invoice.number ?? invoiceNumberFallback(invoice.sequence),
    invoiceTotal: invoice.total,
    invoiceCurrency: invoice.currency,
    invoiceStatus: INVOICE_STATUS_OF_PAYMENT[payment] ?? 'sent',
    paymentStatus: payment,
    invoiceIssuedAt: invoice.issuedAt.toISOString(),
    invoiceDueAt: invoice.dueAt.toISOString(),
  };
}
