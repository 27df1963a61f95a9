import type { Context } from 'koa';
import { Types } from 'mongoose';
import {
  accessRefusal,
  type AdminCustomers,
  type ImpersonationRequest,
  type Role,
  type Session,
  type SessionAccess,
} from '@staydesk/contracts';
import { forbidden, HttpError, notFound } from '../errors';
import { callerOf, subjectOf, type AuthContext } from '../middleware/auth';
import { Customer } from '../models/customer';
import { ImpersonationAudit } from '../models/impersonation-audit';
import { User, type UserDoc } from '../models/user';
import { presentSession } from '../presenters/session';
import { endSession, startSession, type SessionDeps } from '../routes/auth/session-cookie';

/** Any customer (super users on /superadmin) or the caller's own (admins on /admin/customers). */
export type ImpersonationScope = 'any' | 'own';

interface Target {
  user: UserDoc;
  customerId: Types.ObjectId;
  role: Role;
}

function actorOf(auth: AuthContext) {
  return {
    actorUserId: new Types.ObjectId(auth.userId),
    actorEmail: auth.user.email,
    actorCustomerId: auth.customerObjectId,
    originalEmail: auth.originalUser?.email ?? null,
  };
}

async function refuse(
  auth: AuthContext,
  attempted: string,
  message: string,
  target?: UserDoc | null,
): Promise<never> {
  await ImpersonationAudit.create({
    ...actorOf(auth),
    outcome: 'refused',
    attempted,
    refusal: message,
    targetUserId: target?._id ?? null,
    targetEmail: target?.email ?? null,
  });
  throw forbidden(message);
}

/**
 * Checks the rule in the handler rather than the router so that a refusal is audited: who
 * tried what, and why it was refused.
 */
export async function requireAudited(
  rule: SessionAccess,
  auth: AuthContext,
  attempted: string,
): Promise<void> {
  const refusal = accessRefusal(rule, subjectOf(auth));
  if (refusal) await refuse(auth, attempted, refusal);
}

async function userById(id: string): Promise<UserDoc | null> {
  if (!Types.ObjectId.isValid(id)) return null;
  return User.findById(new Types.ObjectId(id)).lean<UserDoc>();
}

async function targetOf(
  auth: AuthContext,
  userId: string,
  scope: ImpersonationScope,
): Promise<Target> {
  const user = await userById(userId);
  if (!user) throw notFound('User');
  const membership = user.memberships.find(
    (m) => m.active && (scope === 'any' || m.customerId.equals(auth.customerObjectId)),
  );
  if (!membership) {
    if (scope === 'own') {
      return refuse(auth, 'impersonate', 'You can only impersonate users of your customer', user);
    }
    throw notFound('User');
  }
  if (user.isSuperUser) {
    return refuse(auth, 'impersonate', 'Super users cannot be impersonated', user);
  }
  return { user, customerId: membership.customerId, role: membership.roles[0] as Role };
}

/** Starts acting as the user: a new session that remembers who to go back to. */
export async function startImpersonation(
  ctx: Context,
  deps: SessionDeps,
  auth: AuthContext,
  request: ImpersonationRequest,
  scope: ImpersonationScope,
): Promise<Session> {
  const target = await targetOf(auth, request.userId, scope);
  await ImpersonationAudit.create({
    ...actorOf(auth),
    outcome: 'started',
    targetUserId: target.user._id,
    targetEmail: target.user.email,
    targetCustomerId: target.customerId,
    reason: request.reason,
  });
  await endSession(ctx, deps);
  await startSession(ctx, deps, {
    userId: target.user._id,
    customerId: target.customerId,
    currentRole: target.role,
    impersonatedBy: { email: auth.user.email, customerId: auth.customerId },
  });
  const original = { email: auth.user.email, customerId: auth.customerId, isAdmin: true };
  return presentSession(callerOf(target.user, target.customerId, target.role, original));
}

const gone = (message: string) => new HttpError(409, 'conflict', message);

/** Ends the impersonation and signs the admin or super user who started it back in. */
export async function endImpersonation(
  ctx: Context,
  deps: SessionDeps,
  auth: AuthContext,
): Promise<void> {
  const original = auth.originalUser;
  const originalUser = original && (await User.findOne({ email: original.email }).lean<UserDoc>());
  if (!original || !originalUser) throw gone('The user who started impersonating is gone');
  const customerId = Types.ObjectId.isValid(original.customerId)
    ? new Types.ObjectId(original.customerId)
    : null;
  const membership =
    customerId && originalUser.memberships.find((m) => m.customerId.equals(customerId) && m.active);
  const mayImpersonate = originalUser.isSuperUser || membership?.roles.includes('admin');
  if (!customerId || !membership || !mayImpersonate) {
    throw gone('The user who started impersonating may no longer do so');
  }
  const role = (membership.roles.includes('admin') ? 'admin' : membership.roles[0]) as Role;
  await ImpersonationAudit.create({
    actorUserId: originalUser._id,
    actorEmail: originalUser.email,
    actorCustomerId: customerId,
    outcome: 'ended',
    targetUserId: new Types.ObjectId(auth.userId),
    targetEmail: auth.user.email,
    targetCustomerId: auth.customerObjectId,
  });
  await endSession(ctx, deps);
  await startSession(ctx, deps, { userId: originalUser._id, customerId, currentRole: role });
}

const customerFilter = (auth: AuthContext, scope: ImpersonationScope | string) => {
  if (scope === 'any') return {};
  if (scope === 'own') return { _id: auth.customerObjectId };
  return { _id: new Types.ObjectId(scope) };
};

/** Customers (all, the caller's own, or the one with this id) and their users. */
export async function customersFor(
  auth: AuthContext,
  scope: ImpersonationScope | string,
): Promise<AdminCustomers> {
  const customers = await Customer.find(customerFilter(auth, scope))
    .sort({ name: 1 })
    .limit(200)
    .lean();
  const ids = customers.map((customer) => customer._id);
  const users = await User.find({ 'memberships.customerId': { $in: ids } })
    .sort({ name: 1 })
    .lean<UserDoc[]>();
  return {
    customers: customers.map((customer) => ({
      id: customer._id.toString(),
      name: customer.name,
      users: users.flatMap((user) => {
        const membership = user.memberships.find((m) => m.customerId.equals(customer._id));
        if (!membership) return [];
        return [
          {
            id: user._id.toString(),
            name: user.name,
            email: user.email,
            roles: membership.roles as Role[],
            active: Boolean(membership.active),
            isSuperUser: user.isSuperUser,
          },
        ];
      }),
    })),
  };
}
