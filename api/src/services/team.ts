import {
  teamChangeRefusal,
  TEAM_MESSAGES,
  type Role,
  type TeamMember,
  type TeamMemberUpdate,
  type TeamRoster,
} from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { forbidden, HttpError } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { User, type UserDoc } from '../models/user';

type Membership = UserDoc['memberships'][number];

const membershipIn = (user: Pick<UserDoc, 'memberships'>, customerId: Types.ObjectId) =>
  user.memberships.find((membership) => membership.customerId.equals(customerId));

function present(user: UserDoc, membership: Membership): TeamMember {
  return {
    id: user._id.toString(),
    name: user.name,
    email: user.email,
    image: user.image ?? null,
    roles: membership.roles as Role[],
    active: membership.active,
  };
}

/** Every member of the caller's customer, deactivated ones too, by name. */
export async function rosterOf(auth: AuthContext): Promise<TeamRoster> {
  const users = await User.find(
    { 'memberships.customerId': auth.customerObjectId },
    { name: 1, email: 1, image: 1, memberships: 1 },
  )
    .sort({ name: 1 })
    .lean<UserDoc[]>();
  return {
    members: users.flatMap((user) => {
      const membership = membershipIn(user, auth.customerObjectId);
      return membership ? [present(user, membership)] : [];
    }),
  };
}

/** Changes a member's roles or access in the caller's customer, as `teamChangeRefusal` allows. */
export async function updateMember(
  auth: AuthContext,
  userId: string,
  update: TeamMemberUpdate,
): Promise<TeamMember> {
  const user = await User.findOne({ _id: userId, 'memberships.customerId': auth.customerObjectId });
  const membership = user && membershipIn(user, auth.customerObjectId);
  if (!user || !membership) throw new HttpError(404, 'not_found', TEAM_MESSAGES.notFound);
  const refusal = teamChangeRefusal(
    { userId: auth.userId, role: auth.role },
    { id: userId, roles: membership.roles },
    update.roles,
  );
  if (refusal) throw forbidden(refusal);
  if (update.roles) membership.roles = update.roles;
  if (update.active !== undefined) membership.active = update.active;
  await user.save();
  return present(user.toObject() as UserDoc, membership);
}
