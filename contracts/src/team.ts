import { z } from 'zod';
import type { SessionAccess } from './access';
import { ROLES, type Role } from './roles';
import { roleSchema } from './session';

/** Who manages the customer's team: roles and access of its members. */
export const TEAM_ADMIN_ROLES: readonly Role[] = ['admin', 'owner'];

export const MANAGE_TEAM_ACCESS: SessionAccess = {
  kind: 'session',
  roles: TEAM_ADMIN_ROLES,
  action: 'manage the team',
};

export const canManageTeam = (role: Role): boolean => TEAM_ADMIN_ROLES.includes(role);

/**
 * Who reads colleagues' e-mail addresses: the roles that coordinate the team. Field staff,
 * partners and the finance and listing-owner roles see a colleague's name, picture and roles,
 * never their address (decision 0037).
 */
export const CONTACT_VIEWER_ROLES: readonly Role[] = [
  'admin',
  'owner',
  'user',
  'team_lead',
  'supervisor',
  'concierge',
];

export const seesContactDetails = (role: Role): boolean => CONTACT_VIEWER_ROLES.includes(role);

/** Only an owner hands out the owner role or changes an owner's membership. */
export const OWNER_ROLE: Role = 'owner';

/** The roles a manager may hand out: the owner role only by an owner. */
export const grantableRoles = (role: Role): Role[] =>
  ROLES.filter((candidate) => candidate !== OWNER_ROLE || role === OWNER_ROLE);

export const TEAM_MESSAGES = {
  notFound: 'No such team member',
  self: 'You cannot change your own roles or access: ask another admin',
  ownerOnly: 'Only an owner can change an owner or make someone an owner',
  nothingToChange: 'Choose roles or an access change',
} as const;

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  roles: z.array(roleSchema),
  active: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamRosterSchema = z.object({ members: z.array(teamMemberSchema) });
export type TeamRoster = z.infer<typeof teamRosterSchema>;

export const teamMemberParamsSchema = z.object({ userId: z.string().regex(/^[a-f0-9]{24}$/i) });

export const teamMemberUpdateSchema = z
  .object({
    // A role named twice is the role once.
    roles: z
      .array(roleSchema)
      .min(1)
      .max(ROLES.length * 2)
      .transform((roles) => [...new Set(roles)])
      .optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .refine((update) => update.roles !== undefined || update.active !== undefined, {
    message: TEAM_MESSAGES.nothingToChange,
  })
  // The refinement, as the API's document states it.
  .meta({ minProperties: 1 });
export type TeamMemberUpdate = z.infer<typeof teamMemberUpdateSchema>;

/**
 * Why the caller may not change this member (to these roles), or null when they may. Nobody
 * changes their own membership (an admin could lock a customer out of its team), and only an
 * owner touches an owner. The API refuses with it; the team page hides what it refuses.
 */
export function teamChangeRefusal(
  caller: { userId: string; role: Role },
  member: { id: string; roles: readonly string[] },
  roles: readonly Role[] = [],
): string | null {
  if (member.id === caller.userId) return TEAM_MESSAGES.self;
  const touchesOwner = member.roles.includes(OWNER_ROLE) || roles.includes(OWNER_ROLE);
  return touchesOwner && caller.role !== OWNER_ROLE ? TEAM_MESSAGES.ownerOnly : null;
}
