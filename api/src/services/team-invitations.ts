import { createHash, randomBytes } from 'node:crypto';
import {
  grantableRoles,
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  invitationLink,
  newAccountRefusal,
  roleLabel,
  TEAM_MESSAGES,
  type InvitationAccept,
  type InvitationPreview,
  type Role,
  type TeamInvitation as TeamInvitationView,
  type TeamInvitationList,
  type TeamInvitationRequest,
} from '@staydesk/contracts';
import { badRequest, forbidden, HttpError } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Customer } from '../models/customer';
import { TeamInvitation, type TeamInvitationDoc } from '../models/team-invitation';
import { User, type UserDoc } from '../models/user';
import type { NotificationSender } from './delivery/senders';
import { hashPassword, verifyPassword } from './passwords';

export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

function present(invitation: TeamInvitationDoc): TeamInvitationView {
  return {
    id: invitation._id.toString(),
    email: invitation.email,
    roles: invitation.roles as Role[],
    invitedBy: invitation.invitedByName,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** The caller's customer's invitations still waiting for an answer, newest first. */
export async function openInvitations(auth: AuthContext): Promise<TeamInvitationList> {
  const invitations = await TeamInvitation.find({
    customerId: auth.customerObjectId,
    expiresAt: { $gt: new Date() },
  })
    .sort({ createdAt: -1 })
    .lean<TeamInvitationDoc[]>();
  return { invitations: invitations.map(present) };
}

const joinedRoles = (roles: readonly Role[]) => roles.map(roleLabel).join(', ');

/**
 * Invites an address to the caller's team in these roles and e-mails it the link; inviting the
 * same address again replaces the open invitation (the old link stops working).
 */
export async function inviteMember(
  auth: AuthContext,
  request: TeamInvitationRequest,
  delivery: { sender: NotificationSender; origin: string },
): Promise<TeamInvitationView> {
  const grantable = grantableRoles(auth.role);
  if (request.roles.some((role) => !grantable.includes(role))) {
    throw forbidden(TEAM_MESSAGES.ownerOnly);
  }
  const member = await User.exists({
    email: request.email,
    'memberships.customerId': auth.customerObjectId,
  });
  if (member) throw new HttpError(409, 'conflict', INVITATION_MESSAGES.alreadyMember);
  const customer = await Customer.findById(auth.customerObjectId).orFail();
  const token = randomBytes(32).toString('base64url');
  const invitation = await TeamInvitation.findOneAndUpdate(
    { customerId: auth.customerObjectId, email: request.email },
    {
      $set: {
        roles: request.roles,
        tokenHash: hashOfToken(token),
        invitedByUserId: auth.user._id,
        invitedByName: auth.user.name,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3_600_000),
      },
    },
    { upsert: true, new: true },
  ).lean<TeamInvitationDoc>();
  if (!invitation) throw new Error('The invitation was not stored');
  await delivery.sender.send({
    channel: 'email',
    to: request.email,
    subject: `${auth.user.name} invited you to ${customer.name} on Staydesk`,
    text: [
      `${auth.user.name} invited you to join ${customer.name} on Staydesk as ${joinedRoles(request.roles)}.`,
      `Accept the invitation: ${invitationLink(delivery.origin, token)}`,
      `The link works for ${INVITATION_TTL_DAYS} days.`,
    ].join('\n\n'),
    customerId: auth.customerObjectId,
    userId: auth.user._id,
    notificationId: null,
  });
  return present(invitation);
}

export async function revokeInvitation(auth: AuthContext, invitationId: string): Promise<void> {
  const { deletedCount } = await TeamInvitation.deleteOne({
    _id: invitationId,
    customerId: auth.customerObjectId,
  });
  if (deletedCount === 0) throw new HttpError(404, 'not_found', INVITATION_MESSAGES.notFound);
}

async function openInvitationOf(token: string): Promise<TeamInvitationDoc> {
  const invitation = await TeamInvitation.findOne({
    tokenHash: hashOfToken(token),
    expiresAt: { $gt: new Date() },
  }).lean<TeamInvitationDoc>();
  if (!invitation) throw new HttpError(404, 'not_found', INVITATION_MESSAGES.invalid);
  return invitation;
}

export async function previewInvitation(token: string): Promise<InvitationPreview> {
  const invitation = await openInvitationOf(token);
  const [customer, account] = await Promise.all([
    Customer.findById(invitation.customerId).orFail(),
    User.exists({ email: invitation.email }),
  ]);
  return {
    email: invitation.email,
    customerName: customer.name,
    invitedBy: invitation.invitedByName,
    roles: invitation.roles as Role[],
    hasAccount: Boolean(account),
  };
}

/** The sign-in limiter's hold on guessing an existing account's password. */
export interface PasswordGuard {
  check(email: string): Promise<void>;
  failed(email: string): Promise<void>;
}

/**
 * Joins the invited address to the team: a new account is made with the name and password
 * given, an existing one must prove itself with its password. The invitation is used up.
 * Answers who is now signed in and as what.
 */
export async function acceptInvitation(
  token: string,
  accept: InvitationAccept,
  guard: PasswordGuard,
): Promise<{ user: UserDoc; customerId: TeamInvitationDoc['customerId']; role: Role }> {
  const invitation = await openInvitationOf(token);
  const roles = invitation.roles as Role[];
  const membership = { customerId: invitation.customerId, roles, active: true };
  const existing = await User.findOne({ email: invitation.email });
  if (existing) {
    await guard.check(existing.email);
    if (!(await verifyPassword(accept.password, existing.passwordHash))) {
      await guard.failed(existing.email);
      throw new HttpError(401, 'unauthorized', INVITATION_MESSAGES.wrongPassword);
    }
  } else {
    const refusal = newAccountRefusal(accept);
    if (refusal) throw badRequest(refusal);
  }
  // Used up before the account changes: the same link cannot join twice, even when raced.
  const { deletedCount } = await TeamInvitation.deleteOne({ _id: invitation._id });
  if (deletedCount === 0) throw new HttpError(404, 'not_found', INVITATION_MESSAGES.invalid);
  const user = existing
    ? await User.findOneAndUpdate(
        { _id: existing._id, 'memberships.customerId': { $ne: invitation.customerId } },
        { $push: { memberships: membership }, $set: { emailVerified: true } },
        { new: true },
      ).lean<UserDoc>()
    : (
        await User.create({
          email: invitation.email,
          name: accept.name?.trim(),
          passwordHash: await hashPassword(accept.password),
          // The link reached this inbox: the address is proven.
          emailVerified: true,
          memberships: [membership],
        })
      ).toObject<UserDoc>();
  if (!user) throw new HttpError(409, 'conflict', INVITATION_MESSAGES.alreadyMember);
  const [firstRole] = roles;
  if (!firstRole) throw new Error('An invitation without roles');
  return { user, customerId: invitation.customerId, role: firstRole };
}
