import { PUSH_PUBLIC_KEY_PATH } from '@staydesk/contracts';
import request from 'supertest';
import webpush from 'web-push';
import { VapidKey } from '../../models/vapid-key';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';
import { resolveVapidKeys } from './vapid-keys';

const api = withTestApi(async () => {
  await createCustomerWithUsers('Seaside', ['cleaner']);
});
const subject = 'mailto:ops@example.test';

describe('VAPID keys', () => {
  it('generates a key pair once and keeps it, even when instances start together', async () => {
    await VapidKey.deleteMany({});
    const [first, second] = await Promise.all([
      resolveVapidKeys({ publicKey: null, privateKey: null, subject }),
      resolveVapidKeys({ publicKey: null, privateKey: null, subject }),
    ]);
    expect(second).toEqual(first);
    expect(await VapidKey.countDocuments()).toBe(1);
    const later = await resolveVapidKeys({ publicKey: null, privateKey: null, subject });
    expect(later.publicKey).toBe(first.publicKey);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('takes the key pair from the environment when it is set, storing nothing', async () => {
    await VapidKey.deleteMany({});
    const configured = webpush.generateVAPIDKeys();
    expect(await resolveVapidKeys({ ...configured, subject })).toEqual({ ...configured, subject });
    expect(await VapidKey.countDocuments()).toBe(0);
  });
});

describe(`GET ${PUSH_PUBLIC_KEY_PATH}`, () => {
  it('answers the key browsers subscribe with, to a signed-in user', async () => {
    const { agent } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const response = await agent.get(PUSH_PUBLIC_KEY_PATH).expect(200);
    expect(response.body).toEqual({ publicKey: api.delivery.publicKey });
  });

  it('answers 401 without a session', async () => {
    const response = await request(api.server).get(PUSH_PUBLIC_KEY_PATH).expect(401);
    expect(response.body.error.code).toBe('unauthorized');
  });
});
