import { CSRF_HEADER, PUSH_PUBLIC_KEY_PATH, type Role } from '@staydesk/contracts';
import { NotificationRecipient } from '../../models/notification';
import { OutboxMessage } from '../../models/outbox-message';
import { PushSubscription } from '../../models/push-subscription';
import { User } from '../../models/user';
import { eventually, pause } from '../../../test/eventually';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';
import {
  browserKeys,
  LoopbackPushService,
  pushServiceAgent,
  verifiedVapid,
} from '../../../test/push-service/push-service';
import { notifyDomainEvent } from '../domain-notifications';
import { notify } from '../notify';
import { PUSH_JOB, type PushJobData } from './push-job';

let pushService: LoopbackPushService;
let seaside: Awaited<ReturnType<typeof createCustomerWithUsers>>;
beforeAll(async () => {
  pushService = await LoopbackPushService.start();
});
afterAll(() => pushService.stop());

const api = withTestApi(
  async () => {
    seaside = await createCustomerWithUsers('Seaside', ['admin', 'user', 'cleaner']);
  },
  { pushAgent: pushServiceAgent() },
);

const userId = (role: Role) => seaside.users.get(role)!;

/** Signs the role's user in and subscribes a fresh browser key pair at this endpoint. */
async function subscribe(role: Role, name: string) {
  const browser = browserKeys();
  const endpoint = pushService.endpoint(name);
  const { agent, csrf } = await signedInAgent(api.server, `${role}@seaside.test`);
  await agent
    .post('/api/notifications/push')
    .set(CSRF_HEADER, csrf)
    .send({ endpoint, expirationTime: null, keys: { p256dh: browser.p256dh, auth: browser.auth } })
    .expect(201);
  return { ...browser, endpoint, agent };
}

/** A domain event: the cleaner is assigned a task. */
const assignToCleaner = (taskTitle: string) =>
  notifyDomainEvent({
    customerId: seaside.customerId,
    type: 'task.assigned',
    task: { id: 'task-42', title: taskTitle, category: 'turnover' },
    assigneeIds: [userId('cleaner').toString()],
  });

const recipientOf = (notificationId: string | null, role: Role) =>
  NotificationRecipient.findOne({ notificationId, userId: userId(role) }).lean();

beforeEach(async () => {
  await User.updateMany({}, { $set: { notificationPreferences: {} } });
});

describe('web push delivery', () => {
  it("pushes an assignment to the assignee's browser: VAPID-signed for the push service, encrypted for the browser", async () => {
    const browser = await subscribe('cleaner', 'cleaner-phone');
    const { publicKey } = (await browser.agent.get(PUSH_PUBLIC_KEY_PATH).expect(200)).body as {
      publicKey: string;
    };

    const { notificationId } = await assignToCleaner('Turnover at the Loft');
    const push = await pushService.nthRequestTo(browser.endpoint, 1);

    const vapid = verifiedVapid(push.headers.authorization);
    expect(vapid.key).toBe(publicKey);
    expect(vapid.claims.aud).toBe(pushService.origin);
    expect(vapid.claims.sub).toBe('mailto:notifications@staydesk.app');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now() + 11 * 3600_000);
    expect(push.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'high',
    });
    expect(browser.decrypt(push.body)).toEqual({
      notificationId,
      title: 'New task assigned',
      body: 'You were assigned: Turnover at the Loft',
      priority: 'high',
      userId: userId('cleaner').toString(),
      taskId: 'task-42',
    });
    await eventually(
      async () => Boolean((await recipientOf(notificationId, 'cleaner'))?.pushSent),
      'push_sent',
    );
    const recipient = await recipientOf(notificationId, 'cleaner');
    expect(recipient?.pushSentAt?.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('pushes a notification created through POST /api/notifications to the mentioned user', async () => {
    const browser = await subscribe('cleaner', 'cleaner-watch');
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const created = await agent
      .post('/api/notifications')
      .set(CSRF_HEADER, csrf)
      .send({
        action: {
          type: 'command',
          topic: 'notifications',
          event: 'notification.create',
          payload: {
            title: 'Gate code changed',
            description: 'The new code is on the board',
            target: { mentionedIds: [userId('cleaner').toString()] },
          },
        },
      })
      .expect(200);
    const push = await pushService.nthRequestTo(browser.endpoint, 1);
    expect(browser.decrypt(push.body)).toEqual({
      notificationId: created.body.data.notificationId,
      title: 'Gate code changed',
      body: 'The new code is on the board',
      priority: 'low',
      userId: userId('cleaner').toString(),
    });
  });

  it.each([410, 404])(
    'deletes a subscription whose push service answers %i, and leaves the others',
    async (status) => {
      const gone = await subscribe('cleaner', `cleaner-old-${status}`);
      const kept = await subscribe('cleaner', `cleaner-new-${status}`);
      pushService.answer(gone.endpoint, status);

      const { notificationId } = await assignToCleaner('Another task');
      await pushService.nthRequestTo(gone.endpoint, 1);
      await pushService.nthRequestTo(kept.endpoint, 1);
      await eventually(
        async () => !(await PushSubscription.exists({ endpoint: gone.endpoint })),
        'the expired subscription to go',
      );
      expect(await PushSubscription.exists({ endpoint: kept.endpoint })).toBeTruthy();
      await eventually(
        async () => Boolean((await recipientOf(notificationId, 'cleaner'))?.pushSent),
        'push_sent from the browser that took it',
      );
    },
  );

  it('retries a push the push service failed with a 500, and keeps the subscription', async () => {
    const browser = await subscribe('cleaner', 'cleaner-flaky');
    pushService.answer(browser.endpoint, 500);

    const { notificationId } = await assignToCleaner('Retried task');
    const first = await pushService.nthRequestTo(browser.endpoint, 1);
    const second = await pushService.nthRequestTo(browser.endpoint, 2);
    expect(browser.decrypt(second.body)).toEqual(browser.decrypt(first.body));
    await eventually(
      async () => Boolean((await recipientOf(notificationId, 'cleaner'))?.pushSent),
      'push_sent after the retry',
    );
    expect(await PushSubscription.exists({ endpoint: browser.endpoint })).toBeTruthy();
  });

  it('schedules no push for a user who turned push off, except for a critical notification', async () => {
    const browser = await subscribe('user', 'user-laptop');
    await User.updateOne(
      { _id: userId('user') },
      { $set: { notificationPreferences: { delivery: { push: false } } } },
    );
    const enqueue = jest.spyOn(api.delivery.queue, 'enqueue');
    try {
      const quiet = await notify({
        customerId: seaside.customerId,
        kind: 'reservation',
        type: 'reservation_created',
        title: 'New reservation',
      });
      expect(quiet.recipientIds).toContain(userId('user').toString());
      const pushJobs = () => enqueue.mock.calls.filter(([name]) => name === PUSH_JOB);
      expect(pushJobs()).toHaveLength(0);

      const critical = await notify({
        customerId: seaside.customerId,
        kind: 'financial',
        type: 'payment_failure',
        title: 'Payment failed',
        description: 'Card declined for HM4X2',
      });
      expect(pushJobs()).toHaveLength(1);
      const push = await pushService.nthRequestTo(browser.endpoint, 1);
      expect(browser.decrypt(push.body)).toMatchObject({
        notificationId: critical.notificationId,
        priority: 'critical',
      });
      expect(push.headers.urgency).toBe('high');
    } finally {
      enqueue.mockRestore();
    }
  });

  it('sends no push to a browser that another user subscribed on after it was scheduled', async () => {
    const browser = await subscribe('cleaner', 'shared-tablet');
    const { notificationId } = await assignToCleaner('Before the move');
    await pushService.nthRequestTo(browser.endpoint, 1);

    const recipient = await recipientOf(notificationId, 'cleaner');
    const moved = await PushSubscription.findOneAndUpdate(
      { endpoint: browser.endpoint },
      { $set: { userId: userId('admin') } },
      { new: true },
    );
    // A job for the cleaner still waiting when the browser changed hands.
    await api.delivery.queue.enqueue<PushJobData>(PUSH_JOB, {
      recipientId: recipient!._id.toString(),
      subscriptionId: moved!._id.toString(),
    });
    await pause(300);
    expect(pushService.requestsTo(browser.endpoint)).toHaveLength(1);
  });
});

describe('e-mail and SMS delivery', () => {
  it('records an e-mail in the outbox and marks it sent', async () => {
    const { notificationId } = await assignToCleaner('Deep clean on Friday');
    await eventually(
      async () => Boolean((await recipientOf(notificationId, 'cleaner'))?.emailSent),
      'email_sent',
    );
    const email = await OutboxMessage.findOne({ notificationId, channel: 'email' }).lean();
    expect(email).toMatchObject({
      to: 'cleaner@seaside.test',
      subject: 'New task assigned',
      userId: userId('cleaner'),
    });
    expect(email?.text).toContain('You were assigned: Deep clean on Friday');
    // Its links lead to the task and to the settings, on the shell's origin.
    expect(email?.text).toContain('Open it in Staydesk: http://localhost:3000/?task=task-42\n');
    expect(email?.text).toContain(
      'in your notification settings: http://localhost:3000/settings/notifications',
    );
  });

  it('texts only users with a verified phone number, and respects an e-mail switched off', async () => {
    await User.updateOne(
      { _id: userId('cleaner') },
      {
        $set: {
          phone: '+15550100',
          phoneVerified: true,
          notificationPreferences: { delivery: { email: false } },
        },
      },
    );
    const { notificationId } = await notify({
      customerId: seaside.customerId,
      kind: 'cleaning',
      type: 'guest_request',
      title: 'Extra towels',
      description: 'Guest at the Loft asks for extra towels',
    });
    await eventually(
      async () =>
        Boolean((await recipientOf(notificationId, 'cleaner'))?.smsSent) &&
        Boolean((await recipientOf(notificationId, 'admin'))?.emailSent),
      "the cleaner's SMS and the admin's e-mail",
    );
    expect((await recipientOf(notificationId, 'cleaner'))?.emailSent).toBe(false);
    const messages = await OutboxMessage.find({ notificationId }).lean();
    expect(
      messages.map((m) => [m.channel, m.to]).sort((a, b) => a.join().localeCompare(b.join())),
    ).toEqual([
      ['email', 'admin@seaside.test'],
      ['sms', '+15550100'],
    ]);
    expect(messages.find((m) => m.channel === 'sms')?.text).toBe(
      'Extra towels: Guest at the Loft asks for extra towels',
    );
  });
});
