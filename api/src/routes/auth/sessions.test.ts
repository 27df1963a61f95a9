import request from 'supertest';
import { CSRF_HEADER, type Session } from '@staydesk/contracts';
import { SessionModel } from '../../models/session';
import { User } from '../../models/user';
import { hashPassword } from '../../services/passwords';
import { eventually } from '../../../test/eventually';
import {
  createCustomerWithUsers,
  PASSWORD,
  signedInAgent,
  withTestApi,
} from '../../../test/harness';

type Agent = ReturnType<typeof request.agent>;

const sessionIdOf = (agent: Agent) => {
  const jar = (
    agent as unknown as {
      jar: { getCookie(name: string, access: object): { value: string } | undefined };
    }
  ).jar;
  return jar.getCookie('sid', { domain: '127.0.0.1', path: '/', secure: false, script: false })
    ?.value;
};

let mountainUserId: string;
const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner', 'user']);
  const mountain = await createCustomerWithUsers('Mountain', ['user']);
  mountainUserId = mountain.users.get('user')!.toString();
  await User.create({
    email: 'super@staydesk.test',
    name: 'Sam Super',
    passwordHash: await hashPassword(PASSWORD),
    isSuperUser: true,
    memberships: [{ customerId: seaside.customerId, roles: ['admin'], active: true }],
  });
});

describe('session lifetime', () => {
  it('gives every sign-in a new session id and ends the one the browser had', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const first = sessionIdOf(agent);
    await agent
      .post('/api/auth/signin')
      .set(CSRF_HEADER, csrf)
      .send({ email: 'admin@seaside.test', password: PASSWORD })
      .expect(200);
    const second = sessionIdOf(agent);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const stale = request(api.server).get('/api/auth/session').set('cookie', `sid=${first}`);
    expect((await stale).status).toBe(401);
  });

  it('revokes the session on the server at sign-out, even for a copy of the cookie', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const copied = `sid=${sessionIdOf(agent)}`;
    await request(api.server).get('/api/auth/session').set('cookie', copied).expect(200);
    await agent.post('/api/auth/signout').set(CSRF_HEADER, csrf).expect(200);
    await request(api.server).get('/api/auth/session').set('cookie', copied).expect(401);
  });

  it('takes a role change into account without signing in again', async () => {
    const { agent } = await signedInAgent(api.server, 'user@seaside.test');
    await agent.get('/api/auth/session').expect(200);
    await User.updateOne(
      { email: 'user@seaside.test' },
      { $set: { 'memberships.0.active': false } },
    );
    await eventually(
      async () => (await agent.get('/api/auth/session')).status === 401,
      'the deactivated membership to end the session',
    );
    await User.updateOne(
      { email: 'user@seaside.test' },
      { $set: { 'memberships.0.active': true } },
    );
  });
});

describe('impersonation', () => {
  it('lets a super user act as another customer’s user, then return, with a new session id each time', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'super@staydesk.test');
    const own = sessionIdOf(agent);
    const started = await agent
      .post('/api/auth/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: mountainUserId, reason: 'Support ticket 12' })
      .expect(200);
    const impersonating = started.body as Session;
    expect(impersonating).toMatchObject({
      user: { email: 'user@mountain.test' },
      currentRole: 'user',
      isSuperUser: false,
      originalUser: { email: 'super@staydesk.test', isAdmin: true },
    });
    expect(sessionIdOf(agent)).not.toBe(own);
    await request(api.server).get('/api/auth/session').set('cookie', `sid=${own}`).expect(401);
    expect((await agent.get('/api/auth/session').expect(200)).body).toEqual(impersonating);

    const impersonated = sessionIdOf(agent);
    await agent
      .post('/api/admin/end-impersonation')
      .set(CSRF_HEADER, csrf)
      .expect(200, { ok: true });
    const restored = (await agent.get('/api/auth/session').expect(200)).body as Session;
    expect(restored).toMatchObject({ user: { email: 'super@staydesk.test' }, isSuperUser: true });
    expect(restored.originalUser).toBeUndefined();
    expect(sessionIdOf(agent)).not.toBe(impersonated);
    expect(await SessionModel.countDocuments({ originalUser: { $ne: null } })).toBe(0);
  });

  it('is refused to anyone but a super user, and for a super user as the target', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const refused = await agent
      .post('/api/auth/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: mountainUserId, reason: 'Support ticket 12' })
      .expect(403);
    expect(refused.body.error.message).toBe(
      'Only super users can impersonate users of any customer',
    );

    const superUser = await signedInAgent(api.server, 'super@staydesk.test');
    const superId = (await User.findOne({ email: 'super@staydesk.test' }))!._id.toString();
    const self = await superUser.agent
      .post('/api/auth/impersonation')
      .set(CSRF_HEADER, superUser.csrf)
      .send({ userId: superId, reason: 'Support ticket 12' })
      .expect(403);
    expect(self.body.error.message).toBe('Super users cannot be impersonated');
    await superUser.agent
      .post('/api/auth/impersonation')
      .set(CSRF_HEADER, superUser.csrf)
      .send({ userId: '64b7f0c2a1b2c3d4e5f60718', reason: 'Support ticket 12' })
      .expect(404);
  });

  it('cannot be ended by a session that is not impersonating', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent
      .post('/api/admin/end-impersonation')
      .set(CSRF_HEADER, csrf)
      .expect(403);
    expect(response.body.error.message).toBe('You are not impersonating anyone');
  });
});
