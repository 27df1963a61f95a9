import request from 'supertest';
import { CSRF_HEADER, notificationListSchema } from '@staydesk/contracts';
import { LiveEventModel } from '../../models/live-event';
import { Notification, NotificationRecipient } from '../../models/notification';
import { notify } from '../../services/notify';
import {
  createCustomerWithUsers,
  csrfTokenOf,
  signedInAgent,
  withTestApi,
} from '../../../test/harness';

let seaside: Awaited<ReturnType<typeof createCustomerWithUsers>>;
let mountain: Awaited<ReturnType<typeof createCustomerWithUsers>>;

const api = withTestApi(async () => {
  seaside = await createCustomerWithUsers('Seaside', ['admin', 'user', 'cleaner']);
  mountain = await createCustomerWithUsers('Mountain', ['admin']);
});

const command = (event: string, payload: Record<string, unknown>, topic = 'notifications') => ({
  action: { type: 'command', topic, event, payload },
});

async function send(email: string, body: object, status: number) {
  const { agent, csrf } = await signedInAgent(api.server, email);
  return agent.post('/api/notifications').set(CSRF_HEADER, csrf).send(body).expect(status);
}

async function titlesSeenBy(email: string) {
  const { agent } = await signedInAgent(api.server, email);
  const page = notificationListSchema.parse(
    (await agent.get('/api/notifications').expect(200)).body,
  );
  return page.notifications.map((n) => n.title);
}

describe('POST /api/notifications: notification.create', () => {
  it("creates a notification for the caller's customer and answers {success, data, error}", async () => {
    const response = await send(
      'admin@seaside.test',
      command('notification.create', {
        customerId: seaside.customerId.toString(),
        userId: seaside.users.get('admin')!.toString(),
        userName: 'Seaside admin',
        title: 'Pool closed on Monday',
        description: 'Maintenance all day',
        type: 'system',
      }),
      200,
    );
    expect(response.body).toEqual({
      success: true,
      data: { notificationId: expect.any(String), recipients: 2 },
      error: null,
    });
    // The 'system' audience: owners and admins, and users.
    expect(await titlesSeenBy('user@seaside.test')).toContain('Pool closed on Monday');
    expect(await titlesSeenBy('cleaner@seaside.test')).not.toContain('Pool closed on Monday');
    expect(await titlesSeenBy('admin@mountain.test')).not.toContain('Pool closed on Monday');
    const stored = await Notification.findById(response.body.data.notificationId).lean();
    expect(stored).toMatchObject({
      priority: 'medium',
      metadata: { createdBy: { id: seaside.users.get('admin')!.toString() } },
    });
  });

  it('sends to the named users only, with the given priority', async () => {
    const response = await send(
      'user@seaside.test',
      command('notification.create', {
        title: 'Keys are under the mat',
        priority: 'high',
        target: { mentionedIds: [seaside.users.get('cleaner')!.toString()] },
      }),
      200,
    );
    const rows = await NotificationRecipient.find({
      notificationId: response.body.data.notificationId,
    }).lean();
    expect(rows.map((row) => [row.userId.toString(), row.targetReason, row.priority])).toEqual([
      [seaside.users.get('cleaner')!.toString(), 'mention', 'high'],
    ]);
  });

  it("answers 'Failed to create notification' when nobody is to be told", async () => {
    const before = await Notification.countDocuments();
    const response = await send(
      'admin@seaside.test',
      command('notification.create', {
        title: 'For someone else',
        target: { assigneeIds: [mountain.users.get('admin')!.toString()] },
      }),
      422,
    );
    expect(response.body).toEqual({
      error: { code: expect.any(String), message: 'Failed to create notification' },
    });
    expect(await Notification.countDocuments()).toBe(before);
  });

  it('refuses an invalid payload with 422, and a malformed envelope with 400', async () => {
    const invalid = await send(
      'admin@seaside.test',
      command('notification.create', { title: '  ', priority: 'urgent' }),
      422,
    );
    expect(invalid.body).toEqual({
      error: {
        code: expect.any(String),
        message: expect.stringMatching(/^title: Title is required; priority: /),
      },
    });
    const malformed = await send('admin@seaside.test', { action: { event: 'x' } }, 400);
    expect(malformed.body.error.code).toBe('validation_failed');
  });

  it('refuses a role that may not create notifications, and another customer named in the payload', async () => {
    const refused = await send(
      'cleaner@seaside.test',
      command('notification.create', { title: 'Hello' }),
      403,
    );
    expect(refused.body.error).toEqual({
      code: 'forbidden',
      message: 'Your role (cleaner) cannot run create notification',
    });
    const foreign = await send(
      'admin@seaside.test',
      command('notification.create', {
        title: 'Hello',
        customerId: mountain.customerId.toString(),
      }),
      403,
    );
    expect(foreign.body.error.message).toMatch(/own/);
  });

  it('names an unknown event and refuses a topic of /api/commands', async () => {
    const unknown = await send('admin@seaside.test', command('notification.explode', {}), 400);
    expect(unknown.body.error).toEqual({
      code: 'unknown_command',
      message:
        "Unknown command event 'notification.explode'. Known events: notification.create, notification.markAsRead, notification.archive",
    });
    const wrongTopic = await send(
      'admin@seaside.test',
      command('task.create', { title: 'x' }, 'tasks'),
      400,
    );
    expect(wrongTopic.body.error.message).toMatch(/\/api\/commands/);
  });

  it('answers 401 without a session', async () => {
    const agent = request.agent(api.server);
    const csrf = await csrfTokenOf(agent);
    const response = await agent
      .post('/api/notifications')
      .set(CSRF_HEADER, csrf)
      .send(command('notification.create', { title: 'Hello' }))
      .expect(401);
    expect(response.body.error.code).toBe('unauthorized');
  });
});

describe('POST /api/notifications: notification.markAsRead and notification.archive', () => {
  it('marks one read, then archives it, and reports each on the event stream', async () => {
    const { notificationId } = await notify({
      customerId: seaside.customerId,
      kind: 'reservation',
      type: 'reservation_created',
      title: 'New reservation to read',
    });
    const read = await send(
      'user@seaside.test',
      command('notification.markAsRead', { itemId: notificationId }),
      200,
    );
    expect(read.body).toEqual({
      success: true,
      data: { id: notificationId, updated: 1 },
      error: null,
    });
    const userId = seaside.users.get('user');
    expect(await NotificationRecipient.findOne({ notificationId, userId }).lean()).toMatchObject({
      isRead: true,
      isArchived: false,
    });

    await send(
      'user@seaside.test',
      command('notification.archive', { itemId: notificationId }),
      200,
    );
    expect(await titlesSeenBy('user@seaside.test')).not.toContain('New reservation to read');
    // The admin's copy is the admin's own.
    expect(await titlesSeenBy('admin@seaside.test')).toContain('New reservation to read');
    const results = await LiveEventModel.find({ type: 'command.result', userId }).lean();
    expect(results.map((event) => (event.payload as { action: string }).action)).toEqual(
      expect.arrayContaining(['notification.markAsRead', 'notification.archive']),
    );
  });

  it("answers 'Notification not found' for another customer's or an unknown notification", async () => {
    const { notificationId } = await notify({
      customerId: seaside.customerId,
      kind: 'system',
      type: 'sync',
      title: 'Seaside only',
    });
    for (const itemId of [notificationId, '64b7f0c2a1b2c3d4e5f60718', 'not-an-id']) {
      const response = await send(
        'admin@mountain.test',
        command('notification.archive', { itemId }),
        404,
      );
      expect(response.body).toEqual({
        error: { code: expect.any(String), message: 'Notification not found' },
      });
    }
    expect(await titlesSeenBy('admin@seaside.test')).toContain('Seaside only');
  });

  it('needs an item id', async () => {
    const response = await send('user@seaside.test', command('notification.markAsRead', {}), 422);
    expect(response.body.error.message).toMatch(/^itemId: /);
  });
});
