import mongoose from 'mongoose';
import { taskSchema, type Role } from '@staydesk/contracts';
import { Task } from '../models/task';
import { SCHEDULED_PAYMENT_JOB } from '../services/payments/scheduled-payment-job';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../test/harness';
import { seedDemoPayments } from './demo-payments';

const ROLES: Role[] = ['admin', 'cleaner', 'maintenance', 'partner'];

const api = withTestApi(async () => {
  const { customerId, users } = await createCustomerWithUsers('Demo', ROLES);
  await seedDemoPayments(customerId, users, [], new Date());
});

test('seeds a paid task with its ledger and invoice, a scheduled, a held and a pending payment', async () => {
  const { agent } = await signedInAgent(api.server, 'admin@demo.test');
  const seeded = await Task.find({}, { _id: 1 }).sort({ _id: 1 }).lean();
  const tasks = await Promise.all(
    seeded.map(async ({ _id }) =>
      taskSchema.parse(
        (await agent.get(`/api/tasks?taskId=${_id.toString()}`).expect(200)).body.task,
      ),
    ),
  );
  expect(tasks.map((task) => [task.status, task.payment_status])).toEqual([
    ['completed', 'paid'],
    ['completed', 'scheduled'],
    ['in_progress', 'held'],
    ['completed', 'pending'],
  ]);
  const [paid, scheduled, held, pending] = tasks;
  expect(paid?.payments.map((entry) => entry.status)).toEqual(['paid', 'processing']);
  expect(paid?.invoice).toMatchObject({ invoiceNumber: 'TASK-001', invoiceTotal: 198 });
  expect(scheduled?.scheduled_payment_date).toEqual(expect.any(String));
  expect(held?.invoice).toBeNull();
  expect(pending?.payments).toEqual([]);
  const job = await mongoose.connection
    .collection('jobs')
    .findOne({ name: SCHEDULED_PAYMENT_JOB, 'data.taskId': scheduled?.id });
  expect((job?.nextRunAt as Date).toISOString()).toBe(scheduled?.scheduled_payment_date);
});
