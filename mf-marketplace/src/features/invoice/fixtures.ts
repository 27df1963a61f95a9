import type { InvoiceDocument } from '@staydesk/contracts';

/** A completed marketplace task's invoice, its payment held; override what matters. */
export const sampleInvoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  invoiceId: '6650a1b2c3d4e5f601234567',
  invoiceNumber: 'TASK-007',
  invoiceTotal: 220,
  invoiceCurrency: 'USD',
  invoiceStatus: 'sent',
  paymentStatus: 'held',
  invoiceIssuedAt: '2026-11-20T09:00:00.000Z',
  invoiceDueAt: '2026-12-04T09:00:00.000Z',
  taskId: '6650a1b2c3d4e5f601234567',
  taskTitle: 'Deep clean before the season',
  taskCompletedAt: '2026-11-20T08:30:00.000Z',
  customerName: 'Casa do Mar Stays',
  providerName: 'Casey Cleaner',
  listingName: 'Ocean View Beach House',
  lines: [
    { label: 'Deep clean before the season', amount: 200 },
    { label: 'Platform fee (10%)', amount: 20 },
  ],
  ...overrides,
});
