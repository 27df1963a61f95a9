import { z } from 'zod';
import {
  invoiceResponseSchema,
  rolesAccess,
  SERVICE_PROVIDER_ROLES,
  STRUCTURE_EDIT_ROLES,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { invoiceDocumentOf, issueInvoice } from '../../services/invoices/invoices';
import { renderInvoicePdf } from '../../services/invoices/invoice-pdf';

/** Who reads invoices: the task's managers, the customer's bookkeeping, and its provider. */
const invoiceAccess = rolesAccess(
  [...STRUCTURE_EDIT_ROLES, 'accountant', 'bookkeeper', ...SERVICE_PROVIDER_ROLES],
  'read invoices',
);

const invoiceParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The example's invoice is the shared task's own: the invoice of a task is keyed by its id. */
const example = {
  prepare: async ({ tenant }: { tenant: { taskId: string } }) => {
    const task = await TaskModel.findById(tenant.taskId).lean<TaskDoc>();
    if (task) await issueInvoice(task);
  },
  request: ({ tenant }: { tenant: { taskId: string } }) => ({ params: { id: tenant.taskId } }),
};

/** 'TASK-007' -> 'invoice-TASK-007.pdf': a name every file system takes. */
const fileNameOf = (number: string) => `invoice-${number.replace(/[^\w.-]+/g, '_')}.pdf`;

export const invoiceRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'invoices.get',
    method: 'GET',
    path: '/api/invoices/:id',
    summary: 'The invoice of a completed marketplace task, as its page shows it',
    tag: 'invoices',
    access: invoiceAccess,
    rateLimit: 'read',
    params: invoiceParamsSchema,
    response: { status: 200, description: 'The invoice', schema: invoiceResponseSchema },
    errors: [404],
    example,
    handle: async ({ auth, params }) => ({ invoice: await invoiceDocumentOf(auth, params.id) }),
  }),
  sessionRoute({
    id: 'invoices.pdf',
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    summary: 'The invoice as a PDF to download',
    tag: 'invoices',
    access: invoiceAccess,
    rateLimit: 'read',
    params: invoiceParamsSchema,
    response: {
      status: 200,
      description: 'The PDF',
      contentType: 'application/pdf',
      writtenByHandler: true,
    },
    errors: [404],
    example,
    handle: async ({ auth, params, ctx }) => {
      const invoice = await invoiceDocumentOf(auth, params.id);
      const pdf = await renderInvoicePdf(invoice);
      ctx.set('content-disposition', `attachment; filename="${fileNameOf(invoice.invoiceNumber)}"`);
      ctx.set('cache-control', 'private, no-store');
      ctx.type = 'application/pdf';
      ctx.body = pdf;
    },
  }),
];
