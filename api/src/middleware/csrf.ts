import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { CSRF_COOKIE, CSRF_HEADER } from '@staydesk/contracts';
import { HttpError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF defence: a random token in a readable SameSite=Strict cookie that the
 * client must echo in a header on every mutating request. Another site can neither read the
 * cookie nor set the header. Requests whose Origin is not ours are refused as well.
 */
export function csrfProtection(options: { secure: boolean; allowedOrigins: string[] }): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    let token = ctx.cookies.get(CSRF_COOKIE);
    if (!token) {
      token = randomBytes(24).toString('base64url');
      ctx.cookies.set(CSRF_COOKIE, token, {
        httpOnly: false,
        sameSite: 'strict',
        secure: options.secure,
        overwrite: true,
        path: '/',
      });
      ctx.state.csrfIssued = true;
    }
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('origin');
      if (origin && !options.allowedOrigins.includes(origin)) {
        throw new HttpError(403, 'csrf_failed', 'Cross-site request refused');
      }
      const sent = ctx.get(CSRF_HEADER);
      if (ctx.state.csrfIssued || !sent || !sameToken(sent, token)) {
        throw new HttpError(403, 'csrf_failed', 'Missing or invalid CSRF token; reload the page');
      }
    }
    await next();
  };
}
