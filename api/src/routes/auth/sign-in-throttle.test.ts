import request from 'supertest';
import { CSRF_HEADER, SIGN_IN_THROTTLE } from '@staydesk/contracts';
import { createCustomerWithUsers, csrfTokenOf, PASSWORD, withTestApi } from '../../../test/harness';

const api = withTestApi(async () => {
  await createCustomerWithUsers('Harbour', ['admin', 'cleaner', 'owner', 'supervisor']);
});

/** A browser at its own address (the API trusts the proxy's X-Forwarded-For). */
async function browserAt(address: string) {
  const agent = request.agent(api.server);
  const csrf = await csrfTokenOf(agent);
  const signIn = (email: string, password: string) =>
    agent
      .post('/api/auth/signin')
      .set(CSRF_HEADER, csrf)
      .set('x-forwarded-for', address)
      .send({ email, password });
  return { agent, csrf, signIn };
}

const messagesOf = (responses: request.Response[]) =>
  responses.map((response) => `${response.status} ${response.body.error?.message ?? ''}`);

async function failTimes(
  signIn: (e: string, p: string) => Promise<request.Response>,
  email: string,
  times: number,
) {
  const responses: request.Response[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    responses.push(await signIn(email, 'not the password'));
  }
  return responses;
}

describe('sign-in throttling', () => {
  it('says how many tries are left, then pauses the client with the wait in words', async () => {
    const { signIn } = await browserAt('203.0.113.10');
    const failures = await failTimes(signIn, 'cleaner@harbour.test', 3);
    expect(messagesOf(failures)).toEqual([
      '401 Wrong e-mail or password. 2 tries left before a 30-second pause.',
      '401 Wrong e-mail or password. 1 try left before a 30-second pause.',
      '401 Wrong e-mail or password. Try again in 30 seconds.',
    ]);
    expect(failures[2]?.headers['retry-after']).toBe('30');

    const paused = await signIn('cleaner@harbour.test', PASSWORD);
    expect(paused.status).toBe(429);
    expect(paused.body.error).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/),
    });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('answers an unknown e-mail exactly as a known one, tries and pause alike', async () => {
    const { signIn } = await browserAt('203.0.113.11');
    const known = await failTimes(signIn, 'owner@harbour.test', 4);
    const unknown = await failTimes(signIn, 'nobody@harbour.test', 4);
    expect(messagesOf(unknown)).toEqual(messagesOf(known));
    expect(unknown[3]?.status).toBe(429);
  });

  it('pauses only that account on that client: the same account elsewhere still signs in', async () => {
    const stranger = await browserAt('203.0.113.12');
    await failTimes(stranger.signIn, 'supervisor@harbour.test', 3);
    expect((await stranger.signIn('supervisor@harbour.test', PASSWORD)).status).toBe(429);
    const colleague = await browserAt('203.0.113.13');
    expect((await colleague.signIn('supervisor@harbour.test', PASSWORD)).status).toBe(200);
  });

  it('forgets the failures once the client signs in', async () => {
    const { signIn } = await browserAt('203.0.113.14');
    await failTimes(signIn, 'admin@harbour.test', 2);
    expect((await signIn('admin@harbour.test', PASSWORD)).status).toBe(200);
    const [next] = await failTimes(signIn, 'admin@harbour.test', 1);
    expect(next?.body.error.message).toBe(
      'Wrong e-mail or password. 2 tries left before a 30-second pause.',
    );
  });

  it("holds an account guessed at from many clients, but not its owner's browser", async () => {
    const email = 'owner@harbour.test';
    const owner = await browserAt('198.51.100.7');
    expect((await owner.signIn(email, PASSWORD)).status).toBe(200);
    await owner.agent.post('/api/auth/signout').set(CSRF_HEADER, owner.csrf).expect(200);

    // Strangers spread their guesses so that no one of them is paused long.
    const strangers = Math.ceil(SIGN_IN_THROTTLE.accountCeiling / SIGN_IN_THROTTLE.freeTries);
    for (let index = 0; index < strangers; index += 1) {
      const stranger = await browserAt(`192.0.2.${index + 1}`);
      await failTimes(stranger.signIn, email, SIGN_IN_THROTTLE.freeTries);
    }
    const newcomer = await browserAt('192.0.2.200');
    const held = await newcomer.signIn(email, PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.error.message).toMatch(
      /^Too many sign-in attempts\. Try again in (\d+ minutes?|1 hour)\.$/,
    );

    // The owner's browser, even behind the address of a stranger who is paused.
    const ownerBehindStranger = await owner.agent
      .post('/api/auth/signin')
      .set(CSRF_HEADER, owner.csrf)
      .set('x-forwarded-for', '192.0.2.1')
      .send({ email, password: PASSWORD });
    expect(ownerBehindStranger.status).toBe(200);
  });

  it('holds a client that guesses across many accounts', async () => {
    const { signIn } = await browserAt('203.0.113.50');
    const { clientCeiling, freeTries } = SIGN_IN_THROTTLE;
    for (let failures = 0, account = 0; failures < clientCeiling; account += 1) {
      const tries = Math.min(freeTries, clientCeiling - failures);
      await failTimes(signIn, `guess-${account}@harbour.test`, tries);
      failures += tries;
    }
    const held = await signIn('cleaner@harbour.test', PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.error.message).toMatch(/^Too many sign-in attempts\./);
    // Another client still signs the same account in.
    const elsewhere = await (
      await browserAt('203.0.113.51')
    ).signIn('cleaner@harbour.test', PASSWORD);
    expect(elsewhere.status).toBe(200);
  });
});
