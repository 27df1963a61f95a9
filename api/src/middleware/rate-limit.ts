import mongoose from 'mongoose';
import { RateLimiterMemory, RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../errors';

export interface SignInLimiter {
  /** Throws 429 while the caller has no attempts left, before any password is checked. */
  check(ip: string, email: string): Promise<void>;
  /** Counts one failed attempt; throws 429 once the caller has used them up. */
  consume(ip: string, email: string): Promise<void>;
  reset(ip: string, email: string): Promise<void>;
}

const WINDOW_SECONDS = 15 * 60;
const ACCOUNT_ATTEMPTS = 10;
const ADDRESS_ATTEMPTS = 50;

/**
 * Sign-in attempts are counted in MongoDB so every API instance shares the budget: 10 per
 * account and address, 50 per address, per 15 minutes. If the store fails, a per-process
 * limiter stands in rather than letting attempts through uncounted.
 */
export function createSignInLimiter(): SignInLimiter {
  const make = (keyPrefix: string, points: number) =>
    new RateLimiterMongo({
      storeClient: mongoose.connection,
      tableName: 'rate_limits',
      keyPrefix,
      points,
      duration: WINDOW_SECONDS,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS }),
    });
  const perAccount = make('signin-account', ACCOUNT_ATTEMPTS);
  const perAddress = make('signin-address', ADDRESS_ATTEMPTS);

  const limited = (error: unknown): never => {
    if (error instanceof RateLimiterRes) {
      const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
      throw new HttpError(
        429,
        'rate_limited',
        `Too many sign-in attempts. Try again in ${minutes} min.`,
      );
    }
    throw error;
  };

  const blockedFor = async (limiter: RateLimiterMongo, key: string, points: number) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? state : null;
  };

  return {
    async check(ip, email) {
      const blocked =
        (await blockedFor(perAddress, ip, ADDRESS_ATTEMPTS)) ??
        (await blockedFor(perAccount, `${ip}|${email}`, ACCOUNT_ATTEMPTS));
      if (blocked) limited(blocked);
    },
    async consume(ip, email) {
      await perAddress.consume(ip).catch(limited);
      await perAccount.consume(`${ip}|${email}`).catch(limited);
    },
    async reset(ip, email) {
      await perAccount.delete(`${ip}|${email}`);
    },
  };
}
