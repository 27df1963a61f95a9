import mongoose from 'mongoose';
import { RateLimiterMemory, RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { pauseAfterFailures, SIGN_IN_THROTTLE } from '@staydesk/contracts';

/** Who is signing in: the address the request comes from, and the trusted browser if it is one. */
export interface SignInClient {
  address: string;
  /** Set when the browser has signed in to this account before (its device cookie). */
  trustedDeviceId: string | null;
}

export interface FailedSignIn {
  /** Failures this client may still make before its first pause on the account. */
  triesLeft: number;
  /** How long the client must now wait before trying the account again; 0 when it need not. */
  pauseSeconds: number;
}

export interface SignInLimiter {
  /** Seconds the client must still wait before it may try the account again; 0 when none. */
  waitSeconds(client: SignInClient, email: string): Promise<number>;
  /** Counts one failure and says what it costs the client. */
  failed(client: SignInClient, email: string): Promise<FailedSignIn>;
  /** Forgets the client's failures on the account. */
  succeeded(client: SignInClient, email: string): Promise<void>;
}

const { freeTries, accountCeiling, clientCeiling, ceilingWindowSeconds } = SIGN_IN_THROTTLE;
/** Consecutive failures are forgotten a day after the first of them. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/** A consume refused for being over its ceiling is what the next check reads; others rethrow. */
const overCeiling = (refusal: unknown) => {
  if (!(refusal instanceof RateLimiterRes)) throw refusal;
};

const secondsOf = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));

/**
 * Sign-in attempts are counted in MongoDB so every API instance shares them (decision 0034):
 * consecutive failures per account and client pause that pair for doubling lengths; an
 * account's failures from clients it has never signed in from, and a client's failures across
 * accounts, each have a ceiling per hour. A trusted browser is held only by its own pair, so a
 * stranger's guesses never lock the owner out. If the store fails, per-process counters stand
 * in rather than letting attempts through uncounted.
 */
export function createSignInLimiter(): SignInLimiter {
  const make = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterMongo({
      storeClient: mongoose.connection,
      tableName: 'rate_limits',
      keyPrefix,
      points,
      duration,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
    });
  const failures = make('signin-failures', Number.MAX_SAFE_INTEGER, FAILURE_MEMORY_SECONDS);
  // Holds a pair through its pause: `block` stores it past its one point until the pause ends.
  const pauses = make('signin-pause', 1, 1);
  const perAccount = make('signin-account', accountCeiling, ceilingWindowSeconds);
  const perClient = make('signin-address', clientCeiling, ceilingWindowSeconds);

  const pairOf = ({ address, trustedDeviceId }: SignInClient, email: string) =>
    trustedDeviceId ? `${email}|device:${trustedDeviceId}` : `${email}|address:${address}`;

  const heldFor = async (limiter: RateLimiterMongo, key: string, points: number) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? secondsOf(state) : 0;
  };
  const ceilingsOf = async (client: SignInClient, email: string) =>
    client.trustedDeviceId
      ? 0
      : Math.max(
          await heldFor(perClient, client.address, clientCeiling),
          await heldFor(perAccount, email, accountCeiling),
        );

  return {
    async waitSeconds(client, email) {
      const pause = await heldFor(pauses, pairOf(client, email), 2);
      return Math.max(pause, await ceilingsOf(client, email));
    },
    async failed(client, email) {
      const pair = pairOf(client, email);
      const { consumedPoints } = await failures.consume(pair);
      const pauseForPair = pauseAfterFailures(consumedPoints);
      if (pauseForPair > 0) await pauses.block(pair, pauseForPair);
      if (!client.trustedDeviceId) {
        await perClient.consume(client.address).catch(overCeiling);
        await perAccount.consume(email).catch(overCeiling);
      }
      const pauseSeconds = Math.max(pauseForPair, await ceilingsOf(client, email));
      return { triesLeft: Math.max(0, freeTries - consumedPoints), pauseSeconds };
    },
    async succeeded(client, email) {
      const pair = pairOf(client, email);
      await Promise.all([failures.delete(pair), pauses.delete(pair)]);
    },
  };
}
