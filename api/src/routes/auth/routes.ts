import { z } from 'zod';
import {
  PUBLIC_ACCESS,
  SIGNED_IN_ACCESS,
  sessionSchema,
  signInRequestSchema,
  type Role,
} from '@staydesk/contracts';
import { HttpError } from '../../errors';
import { publicRoute, sessionRoute, type RouteDeclaration } from '../../http/route';
import { callerOf } from '../../middleware/auth';
import { User, type UserDoc } from '../../models/user';
import { presentSession } from '../../presenters/session';
import { passwordMatches } from '../../services/passwords';
import type { AuthRouteDeps } from './deps';
import { startSession, endSession } from './session-cookie';
import {
  refuseWhilePaused,
  signedInFrom,
  signInClientOf,
  wrongCredentials,
} from './sign-in-throttle';
import { impersonationRoutes } from './impersonation';
import { invitationRoutes } from './invitations';

export function authRoutes(deps: AuthRouteDeps): RouteDeclaration[] {
  const { limiter } = deps;
  return [
    publicRoute({
      id: 'auth.signIn',
      method: 'POST',
      path: '/api/auth/signin',
      summary: 'Sign in with e-mail and password; sets the session cookie',
      tag: 'auth',
      access: PUBLIC_ACCESS,
      rateLimit: 'signIn',
      body: signInRequestSchema,
      response: { status: 200, description: 'The new session', schema: sessionSchema },
      errors: [401, 403, 429],
      example: {
        request: ({ caller }) => ({ body: { email: caller.email, password: caller.password } }),
      },
      async handle({ body: { email, password }, ctx }) {
        const client = await signInClientOf(ctx, email);
        await refuseWhilePaused(ctx, limiter, client, email);
        const user = await User.findOne({ email }).lean<UserDoc>();
        const passwordOk = await passwordMatches(password, user?.passwordHash);
        if (!user || !passwordOk) throw await wrongCredentials(ctx, limiter, client, email);
        const membership = user.memberships.find((m) => m.active);
        if (!membership) throw new HttpError(403, 'forbidden', 'This account has no active role');
        await signedInFrom(ctx, deps.config, limiter, client, email);
        const currentRole = membership.roles[0] as Role;
        // Whatever session this browser had ends here: the new one gets a new id.
        await endSession(ctx, deps);
        await startSession(ctx, deps, {
          userId: user._id,
          customerId: membership.customerId,
          currentRole,
        });
        return presentSession(callerOf(user, membership.customerId, currentRole));
      },
    }),
    publicRoute({
      id: 'auth.csrf',
      method: 'GET',
      path: '/api/auth/csrf',
      summary:
        'Issues the CSRF cookie to a signed-out page, so it can make its first mutating request',
      tag: 'auth',
      access: PUBLIC_ACCESS,
      rateLimit: 'read',
      withoutDatabase: true,
      response: { status: 204, description: 'The cookie is set (the CSRF layer sets it)' },
      handle: () => undefined,
    }),
    sessionRoute({
      id: 'auth.session',
      method: 'GET',
      path: '/api/auth/session',
      summary: 'The signed-in caller: user, roles, current role, preferences, impersonation',
      tag: 'auth',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'read',
      response: { status: 200, description: 'The session', schema: sessionSchema },
      handle: ({ auth }) => presentSession(auth),
    }),
    publicRoute({
      id: 'auth.signOut',
      method: 'POST',
      path: '/api/auth/signout',
      summary: 'Ends the session on the server and clears its cookie',
      tag: 'auth',
      access: PUBLIC_ACCESS,
      rateLimit: 'write',
      response: {
        status: 200,
        description: 'Signed out',
        schema: z.object({ ok: z.literal(true) }),
      },
      fuzzExcluded: 'it ends the session the fuzzer signs in with',
      async handle({ ctx }) {
        await endSession(ctx, deps);
        return { ok: true as const };
      },
    }),
    ...impersonationRoutes(deps),
    ...invitationRoutes(deps),
  ];
}
