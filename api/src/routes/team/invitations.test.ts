import request from 'supertest';
import {
  CSRF_HEADER,
  INVITATION_MESSAGES,
  TEAM_MESSAGES,
  type InvitationPreview,
  type Session,
  type TeamInvitation as Invitation,
  type TeamInvitationList,
} from '@staydesk/contracts';
import { OutboxMessage } from '../../models/outbox-message';
import { TeamInvitation } from '../../models/team-invitation';
import { User } from '../../models/user';
import {
  createCustomerWithUsers,
  csrfTokenOf,
  PASSWORD,
  signedInAgent,
  withTestApi,
} from '../../../test/harness';

const api = withTestApi(async () => {
  await createCustomerWithUsers('Harbour', ['owner', 'admin', 'cleaner']);
  await createCustomerWithUsers('Valley', ['admin', 'user']);
});

async function asMember(email: string) {
  const { agent, csrf } = await signedInAgent(api.server, email);
  return {
    agent,
    invite: (body: object) => agent.post('/api/team/invitations').set(CSRF_HEADER, csrf).send(body),
    revoke: (id: string) => agent.delete(`/api/team/invitations/${id}`).set(CSRF_HEADER, csrf),
  };
}

/** The link the newest e-mail to this address carries, as its reader would click it. */
async function linkSentTo(email: string): Promise<{ token: string; text: string }> {
  const message = await OutboxMessage.findOne({ to: email }).sort({ _id: -1 }).orFail().lean();
  const link = /https?:\/\/\S+\/auth\/invitation\?token=([\w-]+)/.exec(message.text);
  if (!link?.[1]) throw new Error(`no invitation link in: ${message.text}`);
  return { token: decodeURIComponent(link[1]), text: message.text };
}

async function accept({ token, ...body }: { token: string; name?: string; password: string }) {
  const agent = request.agent(api.server);
  const csrf = await csrfTokenOf(agent);
  const answer = await agent
    .post(`/api/auth/invitations/${token}`)
    .set(CSRF_HEADER, csrf)
    .send(body);
  return { agent, answer };
}

describe('inviting people to the team by e-mail', () => {
  it('e-mails a link with which a new person sets a password, joins in the roles given and is signed in', async () => {
    const admin = await asMember('admin@harbour.test');
    const sent = (
      await admin.invite({ email: ' New.Cleaner@Example.test ', roles: ['cleaner'] }).expect(201)
    ).body as Invitation;
    expect(sent).toMatchObject({
      email: 'new.cleaner@example.test',
      roles: ['cleaner'],
      invitedBy: 'Harbour admin',
    });
    const list = (await admin.agent.get('/api/team/invitations').expect(200))
      .body as TeamInvitationList;
    expect(list.invitations.map((invitation) => invitation.email)).toEqual([
      'new.cleaner@example.test',
    ]);

    const { token, text } = await linkSentTo('new.cleaner@example.test');
    expect(text).toContain('Harbour admin invited you to join Harbour on Staydesk as Cleaner.');
    const preview = (await request(api.server).get(`/api/auth/invitations/${token}`).expect(200))
      .body as InvitationPreview;
    expect(preview).toEqual({
      email: 'new.cleaner@example.test',
      customerName: 'Harbour',
      invitedBy: 'Harbour admin',
      roles: ['cleaner'],
      hasAccount: false,
    });

    const { agent, answer } = await accept({
      token,
      name: 'Noor Haddad',
      password: 'a new long password',
    });
    expect(answer.status).toBe(200);
    expect((answer.body as Session).currentRole).toBe('cleaner');
    const session = (await agent.get('/api/auth/session').expect(200)).body as Session;
    expect(session.user).toMatchObject({ name: 'Noor Haddad', email: 'new.cleaner@example.test' });
    expect(session.emailVerified).toBe(true);
    await signedInAgent(api.server, 'new.cleaner@example.test', 'a new long password');

    // Used up: the link and the open invitation are gone.
    await request(api.server).get(`/api/auth/invitations/${token}`).expect(404);
    const after = (await admin.agent.get('/api/team/invitations').expect(200))
      .body as TeamInvitationList;
    expect(after.invitations).toEqual([]);
    const again = await accept({ token, name: 'Someone', password: 'another long password' });
    expect(again.answer.status).toBe(404);
    expect(again.answer.body).toEqual({
      error: { code: 'not_found', message: INVITATION_MESSAGES.invalid },
    });
  });

  it('joins an existing account to a second team once it proves itself with its password', async () => {
    const admin = await asMember('admin@harbour.test');
    await admin.invite({ email: 'user@valley.test', roles: ['user', 'concierge'] }).expect(201);
    const { token } = await linkSentTo('user@valley.test');
    const preview = (await request(api.server).get(`/api/auth/invitations/${token}`))
      .body as InvitationPreview;
    expect(preview.hasAccount).toBe(true);

    const wrong = await accept({ token, password: 'not the password' });
    expect(wrong.answer.status).toBe(401);
    expect(wrong.answer.body).toEqual({
      error: { code: 'unauthorized', message: INVITATION_MESSAGES.wrongPassword },
    });
    const before = await User.findOne({ email: 'user@valley.test' }).lean();
    expect(before?.memberships).toHaveLength(1);

    const { answer } = await accept({ token, password: PASSWORD });
    expect(answer.status).toBe(200);
    const user = await User.findOne({ email: 'user@valley.test' }).lean();
    expect(user?.name).toBe('Valley user');
    expect(user?.memberships.map((membership) => membership.roles)).toEqual([
      ['user'],
      ['user', 'concierge'],
    ]);
  });

  it('replaces the open invitation when the same address is invited again: the old link stops working', async () => {
    const admin = await asMember('admin@harbour.test');
    await admin.invite({ email: 'twice@example.test', roles: ['cleaner'] }).expect(201);
    const first = await linkSentTo('twice@example.test');
    await admin.invite({ email: 'twice@example.test', roles: ['maintenance'] }).expect(201);
    const second = await linkSentTo('twice@example.test');
    expect(second.token).not.toBe(first.token);
    await request(api.server).get(`/api/auth/invitations/${first.token}`).expect(404);
    const preview = (await request(api.server).get(`/api/auth/invitations/${second.token}`))
      .body as InvitationPreview;
    expect(preview.roles).toEqual(['maintenance']);
    expect(await TeamInvitation.countDocuments({ email: 'twice@example.test' })).toBe(1);
  });

  it('revokes an invitation, whose link then stops working; another customer cannot revoke it', async () => {
    const admin = await asMember('admin@harbour.test');
    const sent = (
      await admin.invite({ email: 'revoked@example.test', roles: ['cleaner'] }).expect(201)
    ).body as Invitation;
    const { token } = await linkSentTo('revoked@example.test');
    const valley = await asMember('admin@valley.test');
    await valley.revoke(sent.id).expect(404);
    await request(api.server).get(`/api/auth/invitations/${token}`).expect(200);
    await admin.revoke(sent.id).expect(200);
    await request(api.server).get(`/api/auth/invitations/${token}`).expect(404);
    await admin.revoke(sent.id).expect(404);
  });

  it('refuses what it must and changes nothing', async () => {
    const admin = await asMember('admin@harbour.test');
    const member = await admin.invite({ email: 'cleaner@harbour.test', roles: ['cleaner'] });
    expect(member.status).toBe(409);
    expect(member.body).toEqual({
      error: { code: 'conflict', message: INVITATION_MESSAGES.alreadyMember },
    });
    const owner = await admin.invite({ email: 'boss@example.test', roles: ['owner'] });
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual({ error: { code: 'forbidden', message: TEAM_MESSAGES.ownerOnly } });
    for (const body of [
      {},
      { email: 'x', roles: ['cleaner'] },
      { email: 'a@b.test', roles: [] },
      { email: 'a@b.test', roles: ['pilot'] },
    ]) {
      await admin.invite(body).expect(400);
    }
    const cleaner = await asMember('cleaner@harbour.test');
    await cleaner.invite({ email: 'friend@example.test', roles: ['cleaner'] }).expect(403);
    expect(
      await TeamInvitation.countDocuments({
        email: { $in: ['boss@example.test', 'friend@example.test', 'a@b.test'] },
      }),
    ).toBe(0);

    await admin.invite({ email: 'short@example.test', roles: ['cleaner'] }).expect(201);
    const { token } = await linkSentTo('short@example.test');
    const tooShort = await accept({ token, name: 'Short', password: 'short' });
    expect(tooShort.answer.status).toBe(400);
    expect(tooShort.answer.body).toEqual({
      error: { code: 'bad_request', message: INVITATION_MESSAGES.passwordTooShort },
    });
    const nameless = await accept({ token, password: 'a long enough password' });
    expect(nameless.answer.body).toEqual({
      error: { code: 'bad_request', message: INVITATION_MESSAGES.nameRequired },
    });
    expect(await User.exists({ email: 'short@example.test' })).toBeNull();
    // Still open after the refusals: the person can try again.
    await request(api.server).get(`/api/auth/invitations/${token}`).expect(200);
    const unknown = await request(api.server).get(`/api/auth/invitations/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
  });

  it('lets an owner invite an owner', async () => {
    const owner = await asMember('owner@harbour.test');
    await owner.invite({ email: 'partner.owner@example.test', roles: ['owner'] }).expect(201);
  });
});
