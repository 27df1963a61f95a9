import { CSRF_HEADER, type AdminCustomers, type Session } from '@staydesk/contracts';
import { ImpersonationAudit } from '../../models/impersonation-audit';
import { LiveEventModel } from '../../models/live-event';
import { User } from '../../models/user';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let seasideCleanerId: string;
let mountainUserId: string;
const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin', 'user']);
  seasideCleanerId = seaside.users.get('cleaner')!.toString();
  mountainUserId = mountain.users.get('user')!.toString();
  await User.updateOne(
    { email: 'cleaner@seaside.test' },
    { $set: { 'memberships.0.roles': ['cleaner', 'supervisor'] } },
  );
});

const REASON = 'Guest says the checklist is empty';

describe('role switching', () => {
  it("sets the current role to another of the user's roles and tells the user's shells", async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const switched = await agent
      .patch('/api/user/current-role')
      .set(CSRF_HEADER, csrf)
      .send({ role: 'supervisor' })
      .expect(200);
    expect((switched.body as Session).currentRole).toBe('supervisor');
    expect(((await agent.get('/api/auth/session').expect(200)).body as Session).currentRole).toBe(
      'supervisor',
    );
    expect(
      await LiveEventModel.countDocuments({ type: 'session.changed', userId: seasideCleanerId }),
    ).toBe(1);
  });

  it('refuses a role the user does not have, and changes nothing', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const refused = await agent
      .patch('/api/user/current-role')
      .set(CSRF_HEADER, csrf)
      .send({ role: 'cleaner' })
      .expect(400);
    expect(refused.body.error.message).toBe('You do not have the role cleaner');
    expect(((await agent.get('/api/auth/session').expect(200)).body as Session).currentRole).toBe(
      'admin',
    );
  });
});

describe('impersonation by an admin', () => {
  it('lists only their own customer, impersonates with a reason, and ends back as the admin', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const listed = (await agent.get('/api/admin/customers').expect(200)).body as AdminCustomers;
    expect(listed.customers.map((customer) => customer.name)).toEqual(['Seaside']);

    await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: seasideCleanerId, reason: REASON })
      .expect(200);
    const impersonating = (await agent.get('/api/auth/session').expect(200)).body as Session;
    expect(impersonating).toMatchObject({
      user: { email: 'cleaner@seaside.test' },
      originalUser: { email: 'admin@seaside.test' },
    });
    expect(
      await ImpersonationAudit.findOne({ outcome: 'started', targetEmail: 'cleaner@seaside.test' }),
    ).toMatchObject({ actorEmail: 'admin@seaside.test', reason: REASON });

    await agent.post('/api/admin/end-impersonation').set(CSRF_HEADER, csrf).expect(200);
    const restored = (await agent.get('/api/auth/session').expect(200)).body as Session;
    expect(restored).toMatchObject({ user: { email: 'admin@seaside.test' }, currentRole: 'admin' });
    expect(restored.originalUser).toBeUndefined();
    expect(await ImpersonationAudit.countDocuments({ outcome: 'ended' })).toBeGreaterThan(0);
  });

  it("refuses another customer's user with 403 and audits the refusal", async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const refused = await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: mountainUserId, reason: REASON })
      .expect(403);
    expect(refused.body.error.message).toBe('You can only impersonate users of your customer');
    expect(
      await ImpersonationAudit.findOne({ outcome: 'refused', targetEmail: 'user@mountain.test' }),
    ).toMatchObject({ actorEmail: 'admin@seaside.test', attempted: 'impersonate' });
  });

  it('refuses a role other than admin, and audits it', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'user@mountain.test');
    await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: mountainUserId, reason: REASON })
      .expect(403);
    await agent.get('/api/admin/customers').expect(403);
    expect(
      await ImpersonationAudit.countDocuments({
        outcome: 'refused',
        actorEmail: 'user@mountain.test',
      }),
    ).toBe(2);
  });

  it('never lets an impersonated session impersonate further or open /superadmin', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@mountain.test');
    await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: mountainUserId, reason: REASON })
      .expect(200);
    const nested = await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: mountainUserId, reason: REASON })
      .expect(403);
    expect(nested.body.error.message).toMatch(
      /^Your role \(user\) cannot|^An impersonated session/,
    );
    await agent.get('/api/superadmin/customers').expect(403);
    const refusals = await ImpersonationAudit.find({
      outcome: 'refused',
      originalEmail: 'admin@mountain.test',
    }).lean();
    expect(refusals.map((refusal) => refusal.attempted).sort()).toEqual([
      'impersonate',
      'open /superadmin',
    ]);
  });

  it('asks for a reason', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: seasideCleanerId, reason: '  ' })
      .expect(400);
  });
});
