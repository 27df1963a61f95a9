import type { Context, Middleware } from 'koa';
import type { Types } from 'mongoose';
import { SESSION_COOKIE, type AccessSubject, type Role } from '@staydesk/contracts';
import { HttpError } from '../errors';
import { isDatabaseOutage } from './database-gate';
import { User, type UserDoc } from '../models/user';
import type { SessionCache } from '../services/session-cache';
import type { AuthContext } from './auth-context';
import { findSession, hashToken, type StoredSession } from '../services/sessions';

export type { AuthContext };

/** The caller acting for a customer in one of their roles. */
export function callerOf(
  user: UserDoc,
  customerId: Types.ObjectId,
  role: Role,
  originalUser: AuthContext['originalUser'] = null,
): AuthContext {
  const membership = user.memberships.find((m) => m.customerId.equals(customerId) && m.active);
  return {
    userId: user._id.toString(),
    customerId: customerId.toString(),
    customerObjectId: customerId,
    role,
    roles: (membership?.roles ?? [role]) as Role[],
    isSuperUser: user.isSuperUser,
    user,
    originalUser,
  };
}

/** The caller behind a stored session, or null when the user may no longer use it. */
async function resolve(session: StoredSession): Promise<AuthContext | null> {
  const user = await User.findById(session.userId).lean<UserDoc>();
  const membership = user?.memberships.find(
    (m) => m.customerId.equals(session.customerId) && m.active,
  );
  if (!user || (!membership && !user.isSuperUser)) return null;
  // A role taken away from the user (an admin edits the membership) ends at once: the session
  // acts in the first role the user still has, as a new sign-in would, and in none if none is left.
  const role =
    !membership || membership.roles.includes(session.currentRole)
      ? session.currentRole
      : membership.roles[0];
  if (!role) return null;
  const original = session.originalUser;
  return callerOf(
    user,
    session.customerId,
    role as Role,
    original?.email
      ? {
          email: original.email,
          customerId: original.customerId ?? '',
          isAdmin: Boolean(original.isAdmin),
        }
      : null,
  );
}

/**
 * Resolves the session cookie to the caller, if any; routes decide whether one is needed.
 * A session seen recently comes from the cache and costs neither a database round trip nor
 * hashing the token (only the database keeps hashes). While the database is away, a request
 * for a public route that needs none (the API reference, the CSRF cookie) goes on signed out
 * rather than failing on the session it did not need.
 */
export function loadSession(
  cache: SessionCache,
  answersWithoutDatabase: (method: string, path: string) => boolean,
): Middleware {
  const lookUp = async (token: string) => {
    const session = await findSession(hashToken(token));
    const auth = session && (await resolve(session));
    if (session && auth) cache.set(token, session._id.toString(), auth, session.expiresAt);
    return auth;
  };
  return async (ctx, next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const auth =
        cache.get(token) ??
        (await lookUp(token).catch((error: unknown) => {
          if (isDatabaseOutage(error) && answersWithoutDatabase(ctx.method, ctx.path)) return null;
          throw error;
        }));
      if (auth) ctx.state.auth = auth;
    }
    await next();
  };
}

export function authOf(ctx: Context): AuthContext {
  const auth = ctx.state.auth as AuthContext | undefined;
  if (!auth) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
  return auth;
}

/** What an access rule looks at. */
export const subjectOf = (auth: AuthContext): AccessSubject => ({
  role: auth.role,
  isSuperUser: auth.isSuperUser,
  impersonating: auth.originalUser !== null,
});
