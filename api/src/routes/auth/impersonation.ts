import { Types } from 'mongoose';
import { z } from 'zod';
import { sessionSchema, type Role, type SessionAccess } from '@staydesk/contracts';
import { forbidden, HttpError, notFound } from '../../errors';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { callerOf } from '../../middleware/auth';
import { User, type UserDoc } from '../../models/user';
import { presentSession } from '../../presenters/session';
import type { AuthRouteDeps } from './routes';
import { endSession, startSession } from './session-cookie';

const SUPER_USERS: SessionAccess = {
  kind: 'session',
  superUserOnly: true,
  action: 'impersonate users',
};
const IMPERSONATING: SessionAccess = { kind: 'session', impersonating: true };

const impersonationRequestSchema = z.object({ userId: z.string().min(1).max(64) });

async function userById(id: string): Promise<UserDoc | null> {
  if (!Types.ObjectId.isValid(id)) return null;
  return User.findById(new Types.ObjectId(id)).lean<UserDoc>();
}

/**
 * A super user acts as another user to see what they see; both ends start a new session with
 * a new id, and the impersonating session remembers who to go back to.
 */
export function impersonationRoutes(deps: AuthRouteDeps): RouteDeclaration[] {
  return [
    sessionRoute({
      id: 'auth.impersonate',
      method: 'POST',
      path: '/api/auth/impersonation',
      summary: "Super users: act as another user, in that user's first active role",
      tag: 'auth',
      access: SUPER_USERS,
      rateLimit: 'write',
      crossTenant: true,
      body: impersonationRequestSchema,
      response: { status: 200, description: 'The impersonating session', schema: sessionSchema },
      errors: [404, 409],
      example: { request: ({ tenant }) => ({ body: { userId: tenant.userId } }) },
      fuzzExcluded: 'it replaces the session the fuzzer signs in with',
      async handle({ auth, body, ctx }) {
        const target = await userById(body.userId);
        const membership = target?.memberships.find((m) => m.active);
        if (!target || !membership) throw notFound('User');
        if (target.isSuperUser) throw forbidden('Super users cannot be impersonated');
        const role = membership.roles[0] as Role;
        await endSession(ctx, deps);
        await startSession(ctx, deps, {
          userId: target._id,
          customerId: membership.customerId,
          currentRole: role,
          impersonatedBy: { email: auth.user.email, customerId: auth.customerId },
        });
        const original = { email: auth.user.email, customerId: auth.customerId, isAdmin: true };
        return presentSession(callerOf(target, membership.customerId, role, original));
      },
    }),
    sessionRoute({
      id: 'auth.endImpersonation',
      method: 'DELETE',
      path: '/api/auth/impersonation',
      summary: 'Ends impersonation and returns to the super user who started it',
      tag: 'auth',
      access: IMPERSONATING,
      rateLimit: 'write',
      response: { status: 200, description: "The super user's own session", schema: sessionSchema },
      fuzzExcluded: 'it replaces the session the fuzzer signs in with',
      async handle({ auth, ctx }) {
        const original = auth.originalUser;
        const originalUser =
          original && (await User.findOne({ email: original.email }).lean<UserDoc>());
        if (!original || !originalUser?.isSuperUser) {
          throw new HttpError(409, 'conflict', 'The user who started impersonating is gone');
        }
        const customerId = Types.ObjectId.isValid(original.customerId)
          ? new Types.ObjectId(original.customerId)
          : originalUser.memberships[0]?.customerId;
        const membership = originalUser.memberships.find(
          (m) => customerId && m.customerId.equals(customerId) && m.active,
        );
        if (!customerId || !membership) {
          throw new HttpError(
            409,
            'conflict',
            'The user who started impersonating has no role left',
          );
        }
        const role = membership.roles[0] as Role;
        await endSession(ctx, deps);
        await startSession(ctx, deps, { userId: originalUser._id, customerId, currentRole: role });
        return presentSession(callerOf(originalUser, customerId, role));
      },
    }),
  ];
}
