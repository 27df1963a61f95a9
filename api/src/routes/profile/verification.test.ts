import {
  profileSchema,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MESSAGES,
} from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { OutboxMessage } from '../../models/outbox-message';
import { User } from '../../models/user';
import { VerificationCode } from '../../models/verification-code';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let users: Map<string, Types.ObjectId>;

const api = withTestApi(async () => {
  ({ users } = await createCustomerWithUsers('Seaside', ['admin', 'cleaner', 'owner']));
  await createCustomerWithUsers('Mountain', ['admin']);
});

async function agentOf(email: string) {
  const { agent, csrf } = await signedInAgent(api.server, email);
  return {
    agent,
    post: (path: string, body: object) => agent.post(path).set('x-csrf-token', csrf).send(body),
    patch: (path: string, body: object) => agent.patch(path).set('x-csrf-token', csrf).send(body),
  };
}

/** The code in the newest message sent to the address, as its recipient reads it. */
async function codeSentTo(to: string): Promise<string> {
  const message = await OutboxMessage.findOne({ to }).sort({ createdAt: -1 }).lean();
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('contact verification with one-time codes', () => {
  it('verifies a phone number with the code sent by SMS, after refusing a wrong one', async () => {
    const cleaner = await agentOf('cleaner@seaside.test');
    await cleaner
      .post('/api/profile/verification', { channel: 'phone', target: '+14155550123' })
      .expect(200);
    const code = await codeSentTo('+14155550123');

    const wrong = await cleaner.post('/api/profile/verification/confirm', {
      channel: 'phone',
      code: wrongCodeFor(code),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(VERIFICATION_MESSAGES.wrong);
    expect(await User.findById(users.get('cleaner')).lean()).toMatchObject({
      phone: null,
      phoneVerified: false,
    });

    const right = await cleaner.post('/api/profile/verification/confirm', {
      channel: 'phone',
      code,
    });
    expect(right.status).toBe(200);
    expect(profileSchema.parse(right.body)).toMatchObject({
      phone: '+14155550123',
      phoneVerified: true,
      pendingVerifications: [],
    });
    const session = await cleaner.agent.get('/api/auth/session').expect(200);
    expect(session.body.phoneVerified).toBe(true);
  });

  it('keeps only a hash of the code', async () => {
    const owner = await agentOf('owner@seaside.test');
    await owner
      .post('/api/profile/verification', { channel: 'email', target: 'new-owner@seaside.test' })
      .expect(200);
    const code = await codeSentTo('new-owner@seaside.test');

    const stored = await VerificationCode.findOne({ userId: users.get('owner') }).lean();
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses an expired code and changes nothing', async () => {
    const admin = await agentOf('admin@seaside.test');
    await admin
      .post('/api/profile/verification', { channel: 'email', target: 'desk@seaside.test' })
      .expect(200);
    const code = await codeSentTo('desk@seaside.test');
    await VerificationCode.updateOne(
      { userId: users.get('admin') },
      { $set: { expiresAt: new Date(Date.now() - 1_000) } },
    );

    const response = await admin.post('/api/profile/verification/confirm', {
      channel: 'email',
      code,
    });

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(VERIFICATION_MESSAGES.expired);
    expect(await User.findById(users.get('admin')).lean()).toMatchObject({
      email: 'admin@seaside.test',
      emailVerified: false,
    });
  });

  it('refuses even the right code after too many wrong ones', async () => {
    const admin = await agentOf('admin@seaside.test');
    await admin
      .post('/api/profile/verification', { channel: 'phone', target: '+351912345678' })
      .expect(200);
    const code = await codeSentTo('+351912345678');
    for (let attempt = 0; attempt < VERIFICATION_MAX_ATTEMPTS; attempt += 1) {
      await admin
        .post('/api/profile/verification/confirm', { channel: 'phone', code: wrongCodeFor(code) })
        .expect(400);
    }

    const response = await admin.post('/api/profile/verification/confirm', {
      channel: 'phone',
      code,
    });

    expect(response.status).toBe(429);
    expect(response.body.error.message).toBe(VERIFICATION_MESSAGES.tooManyTries);
    expect((await User.findById(users.get('admin')).lean())?.phoneVerified).toBe(false);
  });

  it("refuses another user's code and an address that belongs to another account", async () => {
    const owner = await agentOf('owner@seaside.test');
    const mountainAdmin = await agentOf('admin@mountain.test');
    await owner
      .post('/api/profile/verification', { channel: 'phone', target: '+14155550999' })
      .expect(200);
    const code = await codeSentTo('+14155550999');

    const stolen = await mountainAdmin.post('/api/profile/verification/confirm', {
      channel: 'phone',
      code,
    });
    const taken = await mountainAdmin.post('/api/profile/verification', {
      channel: 'email',
      target: 'owner@seaside.test',
    });

    expect(stolen.body.error.message).toBe(VERIFICATION_MESSAGES.noCode);
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(VERIFICATION_MESSAGES.taken);
  });

  it('changes the name', async () => {
    const cleaner = await agentOf('cleaner@seaside.test');
    const response = await cleaner.patch('/api/profile', { name: 'Ana Sousa' });

    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Ana Sousa');
  });
});
