import { CSRF_HEADER } from '@staydesk/contracts';
import { PushSubscription } from '../../models/push-subscription';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const api = withTestApi(async () => {
  await createCustomerWithUsers('Seaside', ['admin', 'user']);
});

const subscription = {
  endpoint: 'https://push.example.test/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' },
};

describe('push subscriptions', () => {
  it('subscribes a browser once, and moves it when another user subscribes on it', async () => {
    const admin = await signedInAgent(api.server, 'admin@seaside.test');
    await admin.agent
      .post('/api/notifications/push')
      .set(CSRF_HEADER, admin.csrf)
      .send(subscription)
      .expect(201);
    await admin.agent
      .post('/api/notifications/push')
      .set(CSRF_HEADER, admin.csrf)
      .send(subscription)
      .expect(201);
    expect(await PushSubscription.countDocuments()).toBe(1);

    const user = await signedInAgent(api.server, 'user@seaside.test');
    await user.agent
      .post('/api/notifications/push')
      .set(CSRF_HEADER, user.csrf)
      .send(subscription)
      .expect(201);
    const stored = await PushSubscription.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' });
  });

  it("unsubscribes only the caller's own subscription", async () => {
    const admin = await signedInAgent(api.server, 'admin@seaside.test');
    const refused = await admin.agent
      .delete('/api/notifications/push')
      .set(CSRF_HEADER, admin.csrf)
      .send({ endpoint: subscription.endpoint })
      .expect(404);
    expect(refused.body.error.message).toBe('Push subscription not found');

    const user = await signedInAgent(api.server, 'user@seaside.test');
    await user.agent
      .delete('/api/notifications/push')
      .set(CSRF_HEADER, user.csrf)
      .send({ endpoint: subscription.endpoint })
      .expect(200);
    expect(await PushSubscription.countDocuments()).toBe(0);
  });

  it('refuses an endpoint that is not an HTTPS push service, and saves nothing', async () => {
    const admin = await signedInAgent(api.server, 'admin@seaside.test');
    for (const endpoint of [
      'https://internal.example.com/admin/reset',
      'http://push.example.test/send/abc',
      'https://fcm.googleapis.com.example.com/send/abc',
    ]) {
      const refused = await admin.agent
        .post('/api/notifications/push')
        .set(CSRF_HEADER, admin.csrf)
        .send({ ...subscription, endpoint })
        .expect(400);
      expect(refused.body.error.message).toBe(
        'This browser uses a push service that is not supported',
      );
    }
    expect(await PushSubscription.countDocuments({ endpoint: /example\.com/ })).toBe(0);
  });

  it('refuses a subscription without keys', async () => {
    const admin = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await admin.agent
      .post('/api/notifications/push')
      .set(CSRF_HEADER, admin.csrf)
      .send({ endpoint: subscription.endpoint })
      .expect(400);
    expect(response.body.error.message).toMatch(/^keys:/);
    expect(await PushSubscription.countDocuments()).toBe(0);
  });
});
