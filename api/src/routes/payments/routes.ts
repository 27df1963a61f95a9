import {
  paymentProviderSchema,
  paymentRequestSchema,
  paymentUpdateSchema,
  SIGNED_IN_ACCESS,
  taskResponseSchema,
} from '@staydesk/contracts';
import type { ApiConfig } from '../../config';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { Task as TaskModel } from '../../models/task';
import { TaskPayment } from '../../models/task-payment';
import { currentDelivery } from '../../services/delivery/delivery';
import type { PaymentDeps } from '../../services/payments/payments';
import { startPayment, updatePayment } from '../../services/payments/payments';
import { paymentProviderNamed } from '../../services/payments/provider';
import { scheduledPaymentJob, scheduleOn } from '../../services/payments/scheduled-payment-job';
import { structureAccess } from '../tasks/access';

/** The examples start each caller's payment of the shared task in the status the action needs. */
const paymentIn =
  (status: 'pending' | 'held') =>
  async ({ tenant }: { tenant: { taskId: string; customerId: string } }) => {
    await TaskPayment.updateOne(
      { _id: tenant.taskId },
      {
        $set: { status, amount: 120, scheduleId: null, scheduledFor: null },
        $setOnInsert: { customerId: tenant.customerId, currency: 'USD' },
      },
      { upsert: true },
    );
    await TaskModel.updateOne({ _id: tenant.taskId }, { $set: { paymentStatus: status } });
  };

/**
 * The payment provider the configuration names, and this process's job queue for scheduled
 * payments, on which it defines their job: every API instance runs the due ones.
 */
function paymentDepsOf(config: Pick<ApiConfig, 'paymentProvider'>): PaymentDeps {
  const provider = paymentProviderNamed(config.paymentProvider ?? 'ledger');
  const scheduleJob: PaymentDeps['scheduleJob'] = (at, data) => {
    const queue = currentDelivery()?.queue;
    if (!queue) throw new Error('No job queue runs in this process');
    return scheduleOn(queue)(at, data);
  };
  currentDelivery()?.queue.define(scheduledPaymentJob({ provider, scheduleJob }));
  return { provider, scheduleJob };
}

export function paymentRoutes(config: Pick<ApiConfig, 'paymentProvider'>): RouteDeclaration[] {
  const deps = paymentDepsOf(config);
  return [
    sessionRoute({
      id: 'payments.provider',
      method: 'GET',
      path: '/api/payments/provider',
      summary:
        "Whether a payment provider is configured (else the Payments tab says 'Payments Coming Soon')",
      tag: 'payments',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'read',
      response: { status: 200, description: 'The provider', schema: paymentProviderSchema },
      handle: () => ({ configured: deps.provider !== null, provider: deps.provider?.name ?? null }),
    }),
    sessionRoute({
      id: 'payments.start',
      method: 'POST',
      path: '/api/tasks/marketplace/payments',
      summary:
        "Processes a task's pending payment now (paid if the task is completed, else held) or schedules it",
      tag: 'payments',
      access: structureAccess,
      rateLimit: 'write',
      body: paymentRequestSchema,
      response: { status: 200, description: 'The task', schema: taskResponseSchema },
      errors: [400, 404, 409, 503],
      example: {
        prepare: paymentIn('pending'),
        request: ({ tenant }) => ({
          body: { taskId: tenant.taskId, amount: 120, action: 'process_payment' },
        }),
      },
      handle: async ({ auth, body }) => ({ task: await startPayment(auth, body, deps) }),
    }),
    sessionRoute({
      id: 'payments.update',
      method: 'PATCH',
      path: '/api/tasks/marketplace/payments',
      summary: "Releases a task's held payment, or refunds a paid or held one",
      tag: 'payments',
      access: structureAccess,
      rateLimit: 'write',
      body: paymentUpdateSchema,
      response: { status: 200, description: 'The task', schema: taskResponseSchema },
      errors: [404, 409, 503],
      example: {
        prepare: paymentIn('held'),
        request: ({ tenant }) => ({ body: { taskId: tenant.taskId, action: 'release_payment' } }),
      },
      handle: async ({ auth, body }) => ({ task: await updatePayment(auth, body, deps) }),
    }),
  ];
}
