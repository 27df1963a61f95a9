import Router from '@koa/router';
import { signInRequestSchema, type Role } from '@staydesk/contracts';
import type { ApiConfig } from '../../config';
import { HttpError } from '../../errors';
import { authOf, type AuthContext } from '../../middleware/auth';
import type { SignInLimiter } from '../../middleware/rate-limit';
import { validBody } from '../../middleware/validate';
import { User, type UserDoc } from '../../models/user';
import { presentSession } from '../../presenters/session';
import { verifyPassword } from '../../services/passwords';
import { createSession, destroySession, SESSION_COOKIE } from '../../services/sessions';

const INVALID = 'Invalid email or password';

export function authRoutes(config: ApiConfig, limiter: SignInLimiter): Router {
  const router = new Router({ prefix: '/api/auth' });
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    path: '/',
    overwrite: true,
  };

  router.post('/signin', async (ctx) => {
    const { email, password } = validBody(ctx, signInRequestSchema);
    await limiter.check(ctx.ip, email);
    const user = await User.findOne({ email }).lean<UserDoc>();
    const passwordOk = user ? await verifyPassword(password, user.passwordHash) : false;
    if (!user || !passwordOk) {
      await limiter.consume(ctx.ip, email);
      throw new HttpError(401, 'unauthorized', INVALID);
    }
    const membership = user.memberships.find((m) => m.active);
    if (!membership) throw new HttpError(403, 'forbidden', 'This account has no active role');
    await limiter.reset(ctx.ip, email);
    const currentRole = membership.roles[0] as Role;
    const token = await createSession({
      userId: user._id,
      customerId: membership.customerId,
      currentRole,
      ttlHours: config.sessionTtlHours,
    });
    ctx.cookies.set(SESSION_COOKIE, token, {
      ...cookieOptions,
      maxAge: config.sessionTtlHours * 3_600_000,
    });
    const auth: AuthContext = {
      userId: user._id.toString(),
      customerId: membership.customerId.toString(),
      customerObjectId: membership.customerId,
      role: currentRole,
      roles: membership.roles as Role[],
      isSuperUser: user.isSuperUser,
      user,
      originalUser: null,
    };
    ctx.body = presentSession(auth);
  });

  // Issues the CSRF cookie (the CSRF middleware sets it on any response) without asking for
  // a session, so a signed-out page can make its first mutating request.
  router.get('/csrf', (ctx) => {
    ctx.status = 204;
  });

  router.get('/session', (ctx) => {
    ctx.body = presentSession(authOf(ctx));
  });

  router.post('/signout', async (ctx) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) await destroySession(token);
    ctx.cookies.set(SESSION_COOKIE, null, cookieOptions);
    ctx.body = { ok: true };
  });

  return router;
}
