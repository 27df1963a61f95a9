import type { Context } from 'koa';
import { SIGN_IN_MESSAGES, SIGN_IN_THROTTLE } from '@staydesk/contracts';
import type { ApiConfig } from '../../config';
import { HttpError } from '../../errors';
import type { SignInClient, SignInLimiter } from '../../middleware/rate-limit';
import { trustDevice, trustedDeviceOf } from '../../services/sessions';

/** The browser's mark of the account it last signed in to; only sign-in routes read it. */
const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_PATH = '/api/auth';

/** The client trying the account: its address, and whether it has signed in to it before. */
export async function signInClientOf(ctx: Context, email: string): Promise<SignInClient> {
  return {
    address: ctx.ip,
    trustedDeviceId: await trustedDeviceOf(ctx.cookies.get(DEVICE_COOKIE), email),
  };
}

const retryAfter = (ctx: Context, seconds: number) => ctx.set('Retry-After', String(seconds));

/** 429, with the wait in words and in Retry-After, while the client is paused on the account. */
export async function refuseWhilePaused(
  ctx: Context,
  limiter: SignInLimiter,
  client: SignInClient,
  email: string,
): Promise<void> {
  const seconds = await limiter.waitSeconds(client, email);
  if (seconds === 0) return;
  retryAfter(ctx, seconds);
  throw new HttpError(429, 'rate_limited', SIGN_IN_MESSAGES.paused(seconds));
}

/** Counts the failure; the 401 says how many tries are left, or how long the pause now is. */
export async function wrongCredentials(
  ctx: Context,
  limiter: SignInLimiter,
  client: SignInClient,
  email: string,
): Promise<HttpError> {
  const { triesLeft, pauseSeconds } = await limiter.failed(client, email);
  if (pauseSeconds > 0) retryAfter(ctx, pauseSeconds);
  return new HttpError(401, 'unauthorized', SIGN_IN_MESSAGES.failed(triesLeft, pauseSeconds));
}

/** Forgets the client's failures and marks the browser as one the account signs in from. */
export async function signedInFrom(
  ctx: Context,
  config: ApiConfig,
  limiter: SignInLimiter,
  client: SignInClient,
  email: string,
): Promise<void> {
  await limiter.succeeded(client, email);
  const { trustedDeviceDays } = SIGN_IN_THROTTLE;
  const token = await trustDevice(email, ctx.cookies.get(DEVICE_COOKIE), trustedDeviceDays);
  ctx.cookies.set(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.servedOverTls,
    path: DEVICE_COOKIE_PATH,
    overwrite: true,
    maxAge: trustedDeviceDays * 86_400_000,
  });
}
