import { execFile } from 'node:child_process';
import path from 'node:path';
import { CSRF_HEADER, invoiceResponseSchema, taskSchema } from '@staydesk/contracts';
import { InvoiceModel } from '../../models/invoice';
import { Task as TaskModel } from '../../models/task';
import { signedInAgent, withTestApi } from '../../../test/harness';
import {
  cleanerTask,
  seedPaymentCustomers,
  type PaymentCustomers,
} from '../payments/payment-testing';

let seeded: PaymentCustomers;
const api = withTestApi(async () => {
  seeded = await seedPaymentCustomers([
    'admin',
    'cleaner',
    'maintenance',
    'accountant',
    'inspector',
  ]);
  await InvoiceModel.create({
    _id: seeded.foreignTaskId,
    customerId: seeded.foreignCustomerId,
    sequence: 1,
    cost: 10,
    fee: 1,
    total: 11,
    currency: 'USD',
    issuedAt: new Date(),
    dueAt: new Date(),
  });
});

/** The text a PDF shows, read by pdfjs in a process of its own (it is an ES module). */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, '../../../test/pdf-text.mjs')],
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}

async function admin() {
  const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
  return { agent, csrf };
}

/** A task of the seaside cleaner, in progress, on the marketplace with its payment held, or not. */
async function heldTask(marketplaceEligible = true) {
  const id = await cleanerTask(seeded, 'in_progress', 'Deep clean before the season');
  const { agent, csrf } = await admin();
  if (!marketplaceEligible) {
    await TaskModel.updateOne({ _id: id }, { $set: { marketplaceEligible: false } });
  } else {
    await agent
      .post('/api/tasks/marketplace/payments')
      .set(CSRF_HEADER, csrf)
      .send({ taskId: id, amount: 200, action: 'process_payment' })
      .expect(200);
  }
  return id;
}

async function complete(id: string) {
  const { agent, csrf } = await admin();
  const current = await agent.get(`/api/tasks?taskId=${id}`).expect(200);
  return agent
    .patch(`/api/tasks?taskId=${id}`)
    .set(CSRF_HEADER, csrf)
    .send({ version: current.body.task.version, status: 'completed' })
    .expect(200);
}

describe('invoicing a completed marketplace task', () => {
  it("invoices the cost and the fee, numbered 'TASK-' and the count padded", async () => {
    const id = await heldTask();
    const done = await complete(id);
    const task = taskSchema.parse(done.body.task);
    expect(task.invoice).toMatchObject({
      invoiceId: id,
      invoiceNumber: 'TASK-001',
      invoiceTotal: 220,
      invoiceCurrency: 'USD',
      invoiceStatus: 'sent',
      paymentStatus: 'held',
    });

    // Reopened and completed again, it keeps its one invoice.
    const { agent, csrf } = await admin();
    await agent
      .patch(`/api/tasks?taskId=${id}`)
      .set(CSRF_HEADER, csrf)
      .send({ version: task.version, status: 'in_progress' })
      .expect(200);
    await complete(id);
    expect(await InvoiceModel.countDocuments({ customerId: seeded.customerId })).toBe(1);

    // Released, the invoice reads paid.
    await agent
      .patch('/api/tasks/marketplace/payments')
      .set(CSRF_HEADER, csrf)
      .send({ taskId: id, action: 'release_payment' })
      .expect(200);
    const page = await agent.get(`/api/invoices/${id}`).expect(200);
    expect(invoiceResponseSchema.parse(page.body).invoice).toMatchObject({
      invoiceNumber: 'TASK-001',
      invoiceStatus: 'paid',
      paymentStatus: 'paid',
      taskTitle: 'Deep clean before the season',
      customerName: 'Seaside',
      providerName: 'Seaside cleaner',
      lines: [
        { label: 'Deep clean before the season', amount: 200 },
        { label: 'Platform fee (10%)', amount: 20 },
      ],
    });
  });

  it('invoices no task that was not on the marketplace', async () => {
    const id = await heldTask(false);
    const done = await complete(id);
    expect(done.body.task.invoice).toBeNull();
    expect(await InvoiceModel.exists({ _id: id })).toBeNull();
  });
});

describe('GET /api/invoices/{id}/pdf', () => {
  it('answers a PDF to download whose text carries the invoice number', async () => {
    const id = await heldTask();
    await complete(id);
    const { agent } = await admin();
    const { invoice } = (await agent.get(`/api/invoices/${id}`).expect(200)).body as {
      invoice: { invoiceNumber: string };
    };
    const response = await agent
      .get(`/api/invoices/${id}/pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.invoiceNumber}.pdf"`,
    );
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(text).toContain('Deep clean before the season');
    expect(text).toContain('$220.00');
  });
});

describe('who reads an invoice', () => {
  let id: string;
  beforeAll(async () => {
    id = await heldTask();
    await complete(id);
  });

  it.each(['cleaner', 'accountant'])('lets the %s read it', async (role) => {
    const { agent } = await signedInAgent(api.server, `${role}@seaside.test`);
    await agent.get(`/api/invoices/${id}`).expect(200);
  });

  it('answers a provider not on the task like a missing one', async () => {
    const { agent } = await signedInAgent(api.server, 'maintenance@seaside.test');
    await agent.get(`/api/invoices/${id}/pdf`).expect(404);
  });

  it('refuses a role that reads no invoices with 403', async () => {
    const { agent } = await signedInAgent(api.server, 'inspector@seaside.test');
    const response = await agent.get(`/api/invoices/${id}`).expect(403);
    expect(response.body.error.code).toBe('forbidden');
  });

  it("answers another customer's invoice like a missing one", async () => {
    const { agent } = await admin();
    const response = await agent.get(`/api/invoices/${seeded.foreignTaskId}`).expect(404);
    expect(response.body.error).toEqual({ code: 'not_found', message: 'Task not found' });
    await agent.get(`/api/invoices/${seeded.foreignTaskId}/pdf`).expect(404);
  });
});
