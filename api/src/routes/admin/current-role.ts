import {
  currentRoleRequestSchema,
  sessionSchema,
  SESSION_COOKIE,
  SIGNED_IN_ACCESS,
  type Role,
} from '@staydesk/contracts';
import { Types } from 'mongoose';
import { badRequest } from '../../errors';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { callerOf } from '../../middleware/auth';
import { SessionModel } from '../../models/session';
import { User, type UserDoc } from '../../models/user';
import { presentSession } from '../../presenters/session';
import { publish } from '../../services/live-events';
import type { SessionCache } from '../../services/session-cache';
import { hashToken } from '../../services/sessions';

/** The live event (topic 'platform', to the user only) after the session changed role. */
export const SESSION_CHANGED_EVENT = 'session.changed';

/**
 * The example must name a role the caller has; the matrix's callers each have one, read from
 * the database before the request is built.
 */
const exampleRoles = new Map<string, Role>();

export const currentRoleRoute = (sessions: SessionCache): RouteDeclaration =>
  sessionRoute({
    id: 'user.currentRole',
    method: 'PATCH',
    path: '/api/user/current-role',
    summary: "Sets the session's current role to another of the user's roles",
    tag: 'user',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'write',
    body: currentRoleRequestSchema,
    response: { status: 200, description: 'The session in its new role', schema: sessionSchema },
    example: {
      async prepare({ caller }) {
        const user = await User.findById(caller.userId).lean<UserDoc>();
        const role = user?.memberships.find((m) => m.active)?.roles[0] as Role | undefined;
        if (role) exampleRoles.set(caller.userId, role);
      },
      request: ({ caller }) => ({ body: { role: exampleRoles.get(caller.userId) ?? 'admin' } }),
    },
    async handle({ auth, body, ctx }) {
      if (!auth.roles.includes(body.role)) {
        throw badRequest(`You do not have the role ${body.role}`);
      }
      const token = ctx.cookies.get(SESSION_COOKIE) ?? '';
      await SessionModel.updateOne(
        { tokenHash: hashToken(token) },
        { $set: { currentRole: body.role } },
      );
      // The change stream drops it too, on every instance; this one must not wait for it.
      sessions.dropToken(token);
      await publish({
        customerId: auth.customerObjectId,
        userId: new Types.ObjectId(auth.userId),
        topic: 'platform',
        type: SESSION_CHANGED_EVENT,
        payload: { currentRole: body.role },
      });
      return presentSession(
        callerOf(auth.user, auth.customerObjectId, body.role, auth.originalUser),
      );
    },
  });
