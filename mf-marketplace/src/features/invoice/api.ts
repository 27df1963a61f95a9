import { invoiceResponseSchema, type InvoiceDocument } from '@staydesk/contracts';
import { store, taskApi } from '../marketplace-panel/api';

/**
 * The invoice page's read. An invoice is keyed by its task's id, so the task's live events (a
 * payment released, a refund) mark it stale through the task's tag.
 */
export const invoiceApi = taskApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoice: build.query<InvoiceDocument, string>({
      query: (invoiceId) => ({ url: `invoices/${encodeURIComponent(invoiceId)}` }),
      transformResponse: (body: unknown) => invoiceResponseSchema.parse(body).invoice,
      providesTags: (_invoice, _error, invoiceId) => [{ type: 'Task', id: invoiceId }],
    }),
  }),
});

export const { useGetInvoiceQuery } = invoiceApi;
export { store };
