import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../errors';
import type { RateLimitClass } from '../http/route';

export interface RequestLimiters {
  /** Counts one request of the class for the caller (user id, else address); 429 when spent. */
  consume(rateLimit: RateLimitClass, key: string): Promise<void>;
}

const MEGABYTE = 1024 * 1024;

/** The largest JSON body a route reads: its texts and lists fit in it many times over. */
export const JSON_BODY_LIMIT_BYTES = MEGABYTE;

/** '1 MB', '25 MB': a size in the unit people use. */
export const inMegabytes = (bytes: number): string => `${Number((bytes / MEGABYTE).toFixed(1))} MB`;

export const bodyTooLarge = (limitBytes: number): HttpError =>
  new HttpError(
    413,
    'payload_too_large',
    `The request body is larger than the ${inMegabytes(limitBytes)} limit`,
  );

/**
 * Reads the rest of a body the API will not use, and drops it, before the answer leaves: a
 * connection closed after the answer while the body is still being sent is reset, and the reset
 * can lose the answer on its way (a proxy in front then found the API unreachable).
 */
export async function dropUnreadBody(request: IncomingMessage): Promise<void> {
  if (request.complete || request.destroyed) return;
  await new Promise<void>((resolve) => {
    request.once('end', resolve);
    request.once('close', resolve);
    request.resume();
  });
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
