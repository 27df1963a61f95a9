import { CSRF_HEADER, notificationListSchema, type NotificationType } from '@staydesk/contracts';
import type { NotificationEventKind } from '@staydesk/contracts';
import { notify } from '../../services/notify';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let seaside: Awaited<ReturnType<typeof createCustomerWithUsers>>;

const send = (
  kind: NotificationEventKind,
  type: NotificationType,
  title: string,
  description?: string,
) => notify({ customerId: seaside.customerId, kind, type, title, description });

const api = withTestApi(async () => {
  seaside = await createCustomerWithUsers('Seaside', ['admin', 'user']);
  await createCustomerWithUsers('Mountain', ['admin']);
  // Oldest first: the list must come back newest first.
  await send('reservation', 'reservation_created', 'New reservation', 'Jordan Lee booked the Loft');
  await send('financial', 'payment_failure', 'Payment failed', 'Card declined for HM4X2');
  await send('review', 'review_positive', 'Five stars', 'Noah loved the LOFT');
  await send('system', 'sync', 'Calendars in sync');
});

async function list(query = '') {
  const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
  const response = await agent.get(`/api/notifications${query}`).expect(200);
  return notificationListSchema.parse(response.body);
}

describe('GET /api/notifications', () => {
  it('lists newest first with unread counts per tab', async () => {
    const page = await list();
    expect(page.notifications.map((n) => n.title)).toEqual([
      'Calendars in sync',
      'Five stars',
      'Payment failed',
      'New reservation',
    ]);
    expect(page.total).toBe(4);
    expect(page.unreadCounts).toMatchObject({
      all: 4,
      unread: 4,
      financial: 1,
      reservations: 1,
      reviews: 1,
      system: 1,
      messages: 0,
    });
  });

  it('filters by tab, priority, type and search text (case-insensitive, title or description)', async () => {
    expect((await list('?tab=reservations')).notifications.map((n) => n.title)).toEqual([
      'New reservation',
    ]);
    expect((await list('?priority=critical')).notifications.map((n) => n.title)).toEqual([
      'Payment failed',
    ]);
    expect((await list('?type=sync,review_positive')).total).toBe(2);
    expect((await list('?q=loft')).notifications.map((n) => n.title).sort()).toEqual([
      'Five stars',
      'New reservation',
    ]);
    expect((await list('?q=(')).total).toBe(0);
  });

  it('pages with limit and offset', async () => {
    const second = await list('?limit=2&offset=2');
    expect(second.notifications.map((n) => n.title)).toEqual(['Payment failed', 'New reservation']);
    expect(second.total).toBe(4);
  });

  it('refuses an unknown tab', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get('/api/notifications?tab=everything').expect(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it("shows nothing of another customer's", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@mountain.test');
    expect((await agent.get('/api/notifications').expect(200)).body.total).toBe(0);
  });
});

describe('PATCH /api/notifications', () => {
  it('marks all read except critical, then archives one (which also marks it read), then all', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'user@seaside.test');
    const patch = (body: object) =>
      agent.patch('/api/notifications').set(CSRF_HEADER, csrf).send(body);
    await patch({ action: 'markAllRead', excludePriority: 'critical' }).expect(200);
    let page = notificationListSchema.parse(
      (await agent.get('/api/notifications').expect(200)).body,
    );
    expect(page.notifications.filter((n) => !n.is_read).map((n) => n.title)).toEqual([
      'Payment failed',
    ]);

    const critical = page.notifications.find((n) => n.title === 'Payment failed');
    await patch({ action: 'archive', id: critical?.id }).expect(200);
    page = notificationListSchema.parse((await agent.get('/api/notifications').expect(200)).body);
    expect(page.notifications.map((n) => n.title)).not.toContain('Payment failed');
    expect(page.unreadCount).toBe(0);

    await patch({ action: 'archiveAll' }).expect(200);
    expect((await agent.get('/api/notifications').expect(200)).body.total).toBe(0);
  });

  it("answers 'Notification not found' for an unknown or foreign id, and changes nothing", async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@mountain.test');
    const before = (await list()).unreadCount;
    const foreign = (await list()).notifications[0]?.id;
    const response = await agent
      .patch('/api/notifications')
      .set(CSRF_HEADER, csrf)
      .send({ action: 'markAsRead', id: foreign })
      .expect(404);
    expect(response.body.error).toEqual({ code: 'not_found', message: 'Notification not found' });
    expect((await list()).unreadCount).toBe(before);
  });

  it('refuses an unknown action', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent
      .patch('/api/notifications')
      .set(CSRF_HEADER, csrf)
      .send({ action: 'explode' })
      .expect(400);
    expect(response.body.error.code).toBe('validation_failed');
  });
});
