import { CSRF_HEADER, TEAM_MESSAGES, type TeamMember, type TeamRoster } from '@staydesk/contracts';
import { User } from '../../models/user';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const ids: Record<string, string> = {};
const api = withTestApi(async () => {
  const harbour = await createCustomerWithUsers('Harbour', ['owner', 'admin', 'cleaner', 'user']);
  const valley = await createCustomerWithUsers('Valley', ['admin', 'user']);
  for (const role of ['owner', 'admin', 'cleaner', 'user'] as const)
    ids[role] = harbour.users.get(role)!.toString();
  ids.valleyUser = valley.users.get('user')!.toString();
});

async function asHarbour(role: 'owner' | 'admin' | 'cleaner') {
  const { agent, csrf } = await signedInAgent(api.server, `${role}@harbour.test`);
  const patch = (userId: string, body: object) =>
    agent.patch(`/api/team/members/${userId}`).set(CSRF_HEADER, csrf).send(body);
  return { agent, patch };
}

const membershipOf = async (userId: string) =>
  (await User.findById(userId).lean())!.memberships[0]!;

describe('the team, as its admins manage it', () => {
  it("lists every member with roles and access, and refuses roles that don't manage it", async () => {
    const { agent } = await asHarbour('admin');
    const roster = (await agent.get('/api/team/members').expect(200)).body as TeamRoster;
    expect(roster.members.map((member) => member.email).sort()).toEqual([
      'admin@harbour.test',
      'cleaner@harbour.test',
      'owner@harbour.test',
      'user@harbour.test',
    ]);
    expect(roster.members.every((member) => member.active)).toBe(true);
    const cleaner = await asHarbour('cleaner');
    await cleaner.agent.get('/api/team/members').expect(403);
  });

  it("changes a member's roles, and the member's next request acts in them", async () => {
    const { patch } = await asHarbour('admin');
    const changed = (await patch(ids.cleaner!, { roles: ['cleaner', 'inspector'] }).expect(200))
      .body as TeamMember;
    expect(changed.roles).toEqual(['cleaner', 'inspector']);
    const twice = (await patch(ids.cleaner!, { roles: ['cleaner', 'inspector', 'cleaner'] }))
      .body as TeamMember;
    expect(twice.roles).toEqual(['cleaner', 'inspector']);
    expect((await membershipOf(ids.cleaner!)).roles).toEqual(['cleaner', 'inspector']);
  });

  it('deactivates a member, whose session ends, and reactivates them', async () => {
    const member = await signedInAgent(api.server, 'user@harbour.test');
    await member.agent.get('/api/auth/session').expect(200);
    const { patch, agent } = await asHarbour('admin');
    await patch(ids.user!, { active: false }).expect(200);
    await member.agent.get('/api/auth/session').expect(401);
    const roster = (await agent.get('/api/team/members').expect(200)).body as TeamRoster;
    expect(roster.members.find((m) => m.id === ids.user)?.active).toBe(false);
    await patch(ids.user!, { active: true }).expect(200);
    expect((await membershipOf(ids.user!)).active).toBe(true);
  });

  it('refuses bad input and changes nothing', async () => {
    const { patch } = await asHarbour('admin');
    const before = await membershipOf(ids.cleaner!);
    for (const body of [
      {},
      { roles: [] },
      { roles: ['pilot'] },
      { active: 'no' },
      { roles: ['user'], note: 1 },
    ]) {
      const answer = await patch(ids.cleaner!, body).expect(400);
      expect(answer.body).toMatchObject({
        error: { code: 'validation_failed', message: expect.any(String) as string },
      });
    }
    await patch('not-an-id', { active: false }).expect(400);
    expect(await membershipOf(ids.cleaner!)).toEqual(before);
  });

  it('never lets anyone change themselves, touch an owner unless an owner, or reach another customer', async () => {
    const admin = await asHarbour('admin');
    const self = await admin.patch(ids.admin!, { active: false }).expect(403);
    expect((self.body as { error: { message: string } }).error.message).toBe(TEAM_MESSAGES.self);
    const owner = await admin.patch(ids.owner!, { roles: ['user'] }).expect(403);
    expect((owner.body as { error: { message: string } }).error.message).toBe(
      TEAM_MESSAGES.ownerOnly,
    );
    await admin.patch(ids.user!, { roles: ['owner'] }).expect(403);
    await admin.patch(ids.valleyUser!, { active: false }).expect(404);
    expect((await membershipOf(ids.valleyUser!)).active).toBe(true);
    expect((await membershipOf(ids.owner!)).roles).toEqual(['owner']);

    const byOwner = await asHarbour('owner');
    await byOwner.patch(ids.admin!, { roles: ['admin', 'owner'] }).expect(200);
    expect((await membershipOf(ids.admin!)).roles).toEqual(['admin', 'owner']);
  });
});
