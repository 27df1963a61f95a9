import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../errors';
import type { RateLimitClass } from '../http/route';

export interface RequestLimiters {
  /** Counts one request of the class for the caller (user id, else address); 429 when spent. */
  consume(rateLimit: RateLimitClass, key: string): Promise<void>;
}

/** Requests per minute and caller, per API process. */
export const REQUEST_BUDGETS = { read: 6_000, write: 1_200 } as const;

/**
 * A burst guard against one runaway client, held in process memory so that it costs a request
 * nothing; several API processes each keep their own count. Sign-in has its own limiter,
 * shared through MongoDB, because guessing passwords is what it defends against.
 */
export function createRequestLimiters(): RequestLimiters {
  const limiters = {
    read: new RateLimiterMemory({ keyPrefix: 'read', points: REQUEST_BUDGETS.read, duration: 60 }),
    write: new RateLimiterMemory({
      keyPrefix: 'write',
      points: REQUEST_BUDGETS.write,
      duration: 60,
    }),
  };
  return {
    async consume(rateLimit, key) {
      if (rateLimit !== 'read' && rateLimit !== 'write') return;
      try {
        await limiters[rateLimit].consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new HttpError(429, 'rate_limited', `Too many requests. Try again in ${seconds} s.`);
      }
    },
  };
}
