import request from 'supertest';
import { CSRF_HEADER } from '@staydesk/contracts';
import {
  createCustomerWithUsers,
  csrfTokenOf,
  PASSWORD,
  signedInAgent,
  withTestApi,
} from '../../../test/harness';

const api = withTestApi(async () => {
  await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
});

describe('sign-in, session and sign-out', () => {
  it('signs in with the right password and returns the session', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get('/api/auth/session').expect(200);
    expect(response.body).toMatchObject({
      user: { email: 'admin@seaside.test', name: 'Seaside admin', image: null },
      roles: [{ role: 'admin' }],
      currentRole: 'admin',
      isSuperUser: false,
      emailVerified: false,
      phoneVerified: false,
    });
    expect(response.body.customerId).toMatch(/^[a-f0-9]{24}$/);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const agent = request.agent(api.server);
    const csrf = await csrfTokenOf(agent);
    const response = await agent
      .post('/api/auth/signin')
      .set(CSRF_HEADER, csrf)
      .send({ email: 'cleaner@seaside.test', password: PASSWORD })
      .expect(200);
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('sid='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });

  it('refuses a wrong password with 401 and the same message as an unknown email', async () => {
    const agent = request.agent(api.server);
    const csrf = await csrfTokenOf(agent);
    const wrong = await agent
      .post('/api/auth/signin')
      .set(CSRF_HEADER, csrf)
      .send({ email: 'admin@seaside.test', password: 'nope' });
    const unknown = await agent
      .post('/api/auth/signin')
      .set(CSRF_HEADER, csrf)
      .send({ email: 'ghost@seaside.test', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      error: {
        code: 'unauthorized',
        message: 'Wrong e-mail or password. 2 tries left before a 30-second pause.',
      },
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('signs out: the session cookie stops working', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    await agent.post('/api/auth/signout').set(CSRF_HEADER, csrf).expect(200);
    const after = await agent.get('/api/auth/session');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthorized');
  });

  it('refuses a mutating request without the CSRF header', async () => {
    const agent = request.agent(api.server);
    await csrfTokenOf(agent);
    const response = await agent
      .post('/api/auth/signin')
      .send({ email: 'admin@seaside.test', password: PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('csrf_failed');
  });

  it('refuses a mutating request from another origin even with the token', async () => {
    const agent = request.agent(api.server);
    const csrf = await csrfTokenOf(agent);
    const response = await agent
      .post('/api/auth/signin')
      .set(CSRF_HEADER, csrf)
      .set('origin', 'https://evil.example')
      .send({ email: 'admin@seaside.test', password: PASSWORD });
    expect(response.status).toBe(403);
  });
});
