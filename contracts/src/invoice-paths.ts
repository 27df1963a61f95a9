// Kept apart from the invoice's schemas: the shell decides its pages with these on its critical
// path, where the schemas' zod would cost it tens of kilobytes.

/** Where an invoice is shown, and where its PDF is downloaded. */
export const invoicePagePath = (invoiceId: string): string =>
  `/invoices/${encodeURIComponent(invoiceId)}`;
export const invoicePdfPath = (invoiceId: string): string =>
  `/api/invoices/${encodeURIComponent(invoiceId)}/pdf`;

/** /invoices/{invoiceId}: the invoice page, shown without the application's chrome. */
export const isInvoicePagePath = (pathname: string): boolean =>
  /^\/invoices\/[^/]+\/?$/.test(pathname);
