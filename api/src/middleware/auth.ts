import type { Context, Middleware, Next } from 'koa';
import type { Types } from 'mongoose';
import type { Role } from '@staydesk/contracts';
import { HttpError } from '../errors';
import { User, type UserDoc } from '../models/user';
import { findSession, SESSION_COOKIE } from '../services/sessions';

export interface AuthContext {
  userId: string;
  customerId: string;
  customerObjectId: Types.ObjectId;
  role: Role;
  roles: Role[];
  isSuperUser: boolean;
  user: UserDoc;
  originalUser: { email: string; customerId: string; isAdmin: boolean } | null;
}

/** Resolves the session cookie to the caller, if any; routes decide whether one is needed. */
export const loadSession: Middleware = async (ctx, next) => {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (token) {
    const session = await findSession(token);
    const user = session ? await User.findById(session.userId).lean<UserDoc>() : null;
    const membership = user?.memberships.find(
      (m) => session && m.customerId.equals(session.customerId) && m.active,
    );
    if (session && user && (membership || user.isSuperUser)) {
      ctx.state.auth = {
        userId: user._id.toString(),
        customerId: session.customerId.toString(),
        customerObjectId: session.customerId,
        role: session.currentRole as Role,
        roles: (membership?.roles ?? [session.currentRole]) as Role[],
        isSuperUser: user.isSuperUser,
        user,
        originalUser: session.originalUser?.email
          ? {
              email: session.originalUser.email,
              customerId: session.originalUser.customerId ?? '',
              isAdmin: Boolean(session.originalUser.isAdmin),
            }
          : null,
      } satisfies AuthContext;
    }
  }
  await next();
};

export const requireAuth = async (ctx: Context, next: Next) => {
  if (!ctx.state.auth) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
  await next();
};

export function authOf(ctx: Context): AuthContext {
  const auth = ctx.state.auth as AuthContext | undefined;
  if (!auth) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
  return auth;
}
