import mongoose from 'mongoose';
import { CSRF_HEADER, taskSchema, type Task } from '@staydesk/contracts';
import { NotificationRecipient, Notification } from '../../models/notification';
import { PaymentEvent } from '../../models/payment-event';
import { Task as TaskModel } from '../../models/task';
import { TaskPayment } from '../../models/task-payment';
import { ledgerProvider } from '../../services/payments/provider';
import {
  runScheduledPayment,
  SCHEDULED_PAYMENT_JOB,
} from '../../services/payments/scheduled-payment-job';
import { signedInAgent, withTestApi } from '../../../test/harness';
import {
  cleanerTask as seededTask,
  seedPaymentCustomers,
  type PaymentCustomers,
} from './payment-testing';

let seeded: PaymentCustomers;
const api = withTestApi(async () => {
  seeded = await seedPaymentCustomers(['admin', 'concierge', 'cleaner', 'inspector']);
});

/** A marketplace task done by the seaside cleaner, in the given status. */
const cleanerTask = (status: 'in_progress' | 'completed' = 'in_progress') =>
  seededTask(seeded, status);

async function as(role: string) {
  const { agent, csrf } = await signedInAgent(api.server, `${role}@seaside.test`);
  return {
    post: (body: object) =>
      agent.post('/api/tasks/marketplace/payments').set(CSRF_HEADER, csrf).send(body),
    patch: (body: object) =>
      agent.patch('/api/tasks/marketplace/payments').set(CSRF_HEADER, csrf).send(body),
    get: (path: string) => agent.get(path),
  };
}

const ledgerOf = async (taskId: string) =>
  (await PaymentEvent.find({ taskId }).sort({ createdAt: 1, _id: 1 }).lean()).map((e) => e.kind);

const process = (taskId: string, amount = 120) => ({
  taskId,
  amount,
  action: 'process_payment',
});

describe('GET /api/payments/provider', () => {
  it('says the built-in provider is configured', async () => {
    const admin = await as('admin');
    const response = await admin.get('/api/payments/provider').expect(200);
    expect(response.body).toEqual({ configured: true, provider: 'ledger' });
  });
});

describe('processing a payment', () => {
  it("holds an unfinished task's payment, with the platform fee in the ledger", async () => {
    const id = await cleanerTask('in_progress');
    const admin = await as('admin');
    const response = await admin.post(process(id)).expect(200);
    const task: Task = taskSchema.parse(response.body.task);
    expect(task).toMatchObject({ payment_status: 'held', payment_amount: 120, payment_date: null });
    expect(task.payments.map((entry) => entry.status)).toEqual(['held', 'processing']);
    expect(task.payments[0]).toMatchObject({
      amount: 120,
      platform_fee: 12,
      total: 132,
      currency: 'USD',
      actor_name: 'Seaside admin',
    });
  });

  it("pays a completed task's provider at once", async () => {
    const id = await cleanerTask('completed');
    const admin = await as('admin');
    const response = await admin.post(process(id, 80)).expect(200);
    expect(response.body.task).toMatchObject({ payment_status: 'paid', payment_amount: 80 });
    expect(response.body.task.payment_date).toEqual(expect.any(String));
    expect(await ledgerOf(id)).toEqual(['processing', 'paid']);
  });

  it('refuses a second processing with 409 and changes nothing', async () => {
    const id = await cleanerTask('completed');
    const admin = await as('admin');
    await admin.post(process(id)).expect(200);
    const again = await admin.post(process(id, 999)).expect(409);
    expect(again.body.error).toEqual({
      code: 'conflict',
      message: "A paid payment cannot be processed: 'Process Payment' needs a pending payment",
    });
    expect(await TaskPayment.findById(id).lean()).toMatchObject({ status: 'paid', amount: 120 });
    expect(await ledgerOf(id)).toEqual(['processing', 'paid']);
  });

  it('refuses an amount of 0 with 400', async () => {
    const id = await cleanerTask();
    const admin = await as('admin');
    const response = await admin.post(process(id, 0)).expect(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(await TaskPayment.findById(id).lean()).toBeNull();
  });
});

describe('releasing and refunding', () => {
  it('releases a held payment to paid and tells the provider', async () => {
    const id = await cleanerTask('in_progress');
    const admin = await as('admin');
    await admin.post(process(id)).expect(200);
    const response = await admin.patch({ taskId: id, action: 'release_payment' }).expect(200);
    expect(response.body.task).toMatchObject({ payment_status: 'paid' });
    expect(response.body.task.payment_date).toEqual(expect.any(String));
    expect(await ledgerOf(id)).toEqual(['processing', 'held', 'released']);
    const notice = await Notification.findOne({
      title: 'Payment released',
      'sourceReference.taskId': id,
    }).lean();
    expect(notice?.description).toBe('$120.00 for Turnover clean was released');
    const recipients = await NotificationRecipient.find({ notificationId: notice?._id }).lean();
    expect(recipients.map((r) => r.userId.toString()).sort()).toEqual(
      [seeded.users.get('cleaner')!.toString(), seeded.users.get('concierge')!.toString()].sort(),
    );
  });

  it.each(['pending', 'paid'] as const)(
    'refuses to release a %s payment with 409, changing nothing',
    async (status) => {
      const id = await cleanerTask(status === 'paid' ? 'completed' : 'in_progress');
      const admin = await as('admin');
      if (status === 'paid') await admin.post(process(id)).expect(200);
      const before = await ledgerOf(id);
      const response = await admin.patch({ taskId: id, action: 'release_payment' }).expect(409);
      expect(response.body.error.message).toBe(
        `A ${status} payment cannot be released: 'Release Payment' needs a held payment`,
      );
      expect(await ledgerOf(id)).toEqual(before);
      const task = await TaskModel.findById(id).lean();
      expect(task?.paymentStatus ?? 'pending').toBe(status);
    },
  );

  it('refunds a paid payment once, with its reason', async () => {
    const id = await cleanerTask('completed');
    const admin = await as('admin');
    await admin.post(process(id)).expect(200);
    const response = await admin
      .patch({ taskId: id, action: 'refund_payment', reason: 'Work redone by another crew' })
      .expect(200);
    expect(response.body.task.payment_status).toBe('refunded');
    expect(response.body.task.payments[0]).toMatchObject({
      status: 'refunded',
      reason: 'Work redone by another crew',
    });
    await admin.patch({ taskId: id, action: 'refund_payment' }).expect(409);
    expect(await ledgerOf(id)).toEqual(['processing', 'paid', 'refunded']);
  });
});

describe('scheduling', () => {
  const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

  it('schedules a payment as a persisted job and tells the provider', async () => {
    const id = await cleanerTask('in_progress');
    const admin = await as('admin');
    const at = tomorrow();
    const response = await admin
      .post({ taskId: id, amount: 50, scheduleDate: at.toISOString(), action: 'schedule_payment' })
      .expect(200);
    expect(response.body.task).toMatchObject({
      payment_status: 'scheduled',
      scheduled_payment_date: at.toISOString(),
      payment_amount: 50,
    });
    const jobs = await mongoose.connection
      .collection('jobs')
      .find({ name: SCHEDULED_PAYMENT_JOB, 'data.taskId': id })
      .toArray();
    expect(jobs).toHaveLength(1);
    expect((jobs[0]?.nextRunAt as Date).toISOString()).toBe(at.toISOString());
    expect(
      await Notification.exists({ title: 'Payment scheduled', 'sourceReference.taskId': id }),
    ).toBeTruthy();
    // A scheduled payment is neither processed nor scheduled again by hand.
    await admin.post(process(id)).expect(409);
  });

  it('refuses a time already past with 400', async () => {
    const id = await cleanerTask();
    const admin = await as('admin');
    const past = new Date(Date.now() - 60_000).toISOString();
    const response = await admin
      .post({ taskId: id, amount: 50, scheduleDate: past, action: 'schedule_payment' })
      .expect(400);
    expect(response.body.error.message).toBe('Schedule the payment for a time ahead');
    expect(await TaskPayment.findById(id).lean()).toBeNull();
  });

  it('runs when due, on a driven clock, and never pays twice', async () => {
    const id = await cleanerTask('completed');
    const admin = await as('admin');
    const at = tomorrow();
    await admin
      .post({ taskId: id, amount: 75, scheduleDate: at.toISOString(), action: 'schedule_payment' })
      .expect(200);
    const payment = await TaskPayment.findById(id).lean();
    const data = { taskId: id, scheduleId: payment!.scheduleId!.toString() };
    const rescheduled: Date[] = [];
    const run = (now: Date) =>
      runScheduledPayment(
        {
          provider: ledgerProvider,
          scheduleJob: async (when) => void rescheduled.push(when),
          now: () => now,
        },
        data,
      );

    expect(await run(new Date(at.getTime() - 1_000))).toBe('not due');
    expect(rescheduled).toEqual([at]);
    expect((await TaskPayment.findById(id).lean())?.status).toBe('scheduled');

    const due = new Date(at.getTime() + 1_000);
    const outcomes = await Promise.all([run(due), run(due)]);
    expect(outcomes.sort()).toEqual(['nothing to do', 'paid']);
    expect(await run(due)).toBe('nothing to do');
    expect(await ledgerOf(id)).toEqual(['scheduled', 'processing', 'paid']);
    const task = await admin.get(`/api/tasks?taskId=${id}`).expect(200);
    expect(task.body.task).toMatchObject({ payment_status: 'paid', scheduled_payment_date: null });
  });
});

describe('who may pay', () => {
  it.each(['cleaner', 'inspector'])(
    'refuses the %s role with 403, changing nothing',
    async (role) => {
      const id = await cleanerTask('completed');
      const caller = await as(role);
      const response = await caller.post(process(id)).expect(403);
      expect(response.body.error.code).toBe('forbidden');
      await caller.patch({ taskId: id, action: 'release_payment' }).expect(403);
      expect(await TaskPayment.findById(id).lean()).toBeNull();
    },
  );

  it('lets a concierge, who edits structure, process a payment', async () => {
    const id = await cleanerTask('completed');
    const concierge = await as('concierge');
    await concierge.post(process(id)).expect(200);
  });

  it("answers another customer's task like a missing one, changing nothing", async () => {
    const admin = await as('admin');
    const response = await admin.post(process(seeded.foreignTaskId)).expect(404);
    expect(response.body.error).toEqual({ code: 'not_found', message: 'Task not found' });
    await admin.patch({ taskId: seeded.foreignTaskId, action: 'release_payment' }).expect(404);
    expect(await TaskPayment.findById(seeded.foreignTaskId).lean()).toBeNull();
  });
});
