import { seesContactDetails, type Role, type Team } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { UserGroup } from '../models/user-group';
import { User, type UserDoc } from '../models/user';
import { providerTypeOf } from './tasks-assignments';

/**
 * GET /api/user/users: who a task can be handed to or a message can mention. A partner sees only
 * the users of its own company, and no groups.
 */
export async function teamOf(auth: AuthContext): Promise<Team> {
  const partner = auth.role === 'partner';
  const withAddresses = seesContactDetails(auth.role);
  const filter = {
    memberships: { $elemMatch: { customerId: auth.customerObjectId, active: true } },
    ...(partner && { companyId: auth.user.companyId ?? '\u0000' }),
  };
  const [users, groups] = await Promise.all([
    User.find(filter, { name: 1, email: 1, image: 1, companyId: 1, memberships: 1 })
      .sort({ name: 1 })
      .lean<UserDoc[]>(),
    partner ? [] : UserGroup.find({ customerId: auth.customerObjectId }).sort({ name: 1 }).lean(),
  ]);
  return {
    users: users.map((user) => {
      const roles = (user.memberships.find((m) => m.customerId.equals(auth.customerObjectId))
        ?.roles ?? []) as Role[];
      const provider = providerTypeOf(roles);
      return {
        id: user._id.toString(),
        name: user.name,
        email: withAddresses ? user.email : null,
        roles,
        image: user.image ?? null,
        company: user.companyId ? { companyId: user.companyId } : null,
        serviceProvider: provider ? { type: provider, id: user._id.toString() } : null,
      };
    }),
    groups: groups.map((group) => ({
      id: group._id.toString(),
      name: group.name,
      memberCount: group.memberIds.length,
    })),
  };
}
