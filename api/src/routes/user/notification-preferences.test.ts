import { CSRF_HEADER, NOTIFICATION_PREFERENCES_PATH } from '@staydesk/contracts';
import request from 'supertest';
import { NotificationRecipient } from '../../models/notification';
import { User } from '../../models/user';
import { notify } from '../../services/notify';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let seaside: Awaited<ReturnType<typeof createCustomerWithUsers>>;

const api = withTestApi(async () => {
  seaside = await createCustomerWithUsers('Seaside', ['admin', 'user']);
});
beforeEach(() => User.updateMany({}, { $set: { notificationPreferences: {} } }));

const signIn = (role: 'admin' | 'user') => signedInAgent(api.server, `${role}@seaside.test`);

const saved = {
  delivery: { email: true, push: false, sms: true },
  groups: {
    reservations: { enabled: true, types: { reservation_updated: false } },
    reviews: { enabled: false },
  },
};

describe('notification preferences', () => {
  it('start with nothing set, which means everything is on', async () => {
    const { agent } = await signIn('admin');
    const response = await agent.get(NOTIFICATION_PREFERENCES_PATH).expect(200);
    expect(response.body).toEqual({});
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("saves the whole object and reads it back, for the caller's own account only", async () => {
    const admin = await signIn('admin');
    const put = await admin.agent
      .put(NOTIFICATION_PREFERENCES_PATH)
      .set(CSRF_HEADER, admin.csrf)
      .send(saved)
      .expect(200);
    expect(put.body).toEqual(saved);
    expect((await admin.agent.get(NOTIFICATION_PREFERENCES_PATH).expect(200)).body).toEqual(saved);

    const user = await signIn('user');
    expect((await user.agent.get(NOTIFICATION_PREFERENCES_PATH).expect(200)).body).toEqual({});
  });

  it('replaces what was saved before rather than merging into it', async () => {
    const { agent, csrf } = await signIn('admin');
    await agent.put(NOTIFICATION_PREFERENCES_PATH).set(CSRF_HEADER, csrf).send(saved).expect(200);
    const next = { delivery: { sms: false } };
    await agent.put(NOTIFICATION_PREFERENCES_PATH).set(CSRF_HEADER, csrf).send(next).expect(200);
    expect((await agent.get(NOTIFICATION_PREFERENCES_PATH)).body).toEqual(next);
  });

  it('refuses unknown groups and types with a clear 400, and keeps what was stored', async () => {
    const { agent, csrf } = await signIn('admin');
    await agent.put(NOTIFICATION_PREFERENCES_PATH).set(CSRF_HEADER, csrf).send(saved).expect(200);

    const unknownGroup = await agent
      .put(NOTIFICATION_PREFERENCES_PATH)
      .set(CSRF_HEADER, csrf)
      .send({ groups: { weather: { enabled: false } } })
      .expect(400);
    expect(unknownGroup.body).toEqual({
      error: { code: 'validation_failed', message: 'groups.weather: unknown field' },
    });

    const foreignType = await agent
      .put(NOTIFICATION_PREFERENCES_PATH)
      .set(CSRF_HEADER, csrf)
      .send({ groups: { financial: { types: { mention: false } } } })
      .expect(400);
    expect(foreignType.body.error.message).toBe(
      "groups.financial.types.mention: 'mention' belongs to the messages group, not financial",
    );

    const notBoolean = await agent
      .put(NOTIFICATION_PREFERENCES_PATH)
      .set(CSRF_HEADER, csrf)
      .send({ delivery: { email: 'yes' } })
      .expect(400);
    expect(notBoolean.body.error.message).toMatch(/^delivery\.email:/);

    expect((await agent.get(NOTIFICATION_PREFERENCES_PATH)).body).toEqual(saved);
  });

  it('needs a session, and the CSRF token to save', async () => {
    const anonymous = await request(api.server).get(NOTIFICATION_PREFERENCES_PATH).expect(401);
    expect(anonymous.body.error.code).toBe('unauthorized');

    const { agent } = await signIn('admin');
    const noToken = await agent.put(NOTIFICATION_PREFERENCES_PATH).send(saved).expect(403);
    expect(noToken.body.error.code).toBe('csrf_failed');
    expect((await agent.get(NOTIFICATION_PREFERENCES_PATH)).body).toEqual({});
  });

  it('is what delivery reads: a switched-off type is no longer recorded for the user', async () => {
    const { agent, csrf } = await signIn('user');
    await agent.put(NOTIFICATION_PREFERENCES_PATH).set(CSRF_HEADER, csrf).send(saved).expect(200);

    const skipped = await notify({
      customerId: seaside.customerId,
      kind: 'reservation',
      type: 'reservation_updated',
      title: 'Dates moved',
    });
    const kept = await notify({
      customerId: seaside.customerId,
      kind: 'reservation',
      type: 'reservation_created',
      title: 'New booking',
    });

    const userId = seaside.users.get('user');
    const rowsFor = (notificationId: string | null) =>
      NotificationRecipient.countDocuments({ notificationId, userId });
    expect(await rowsFor(skipped.notificationId)).toBe(0);
    expect(await rowsFor(kept.notificationId)).toBe(1);
  });
});
