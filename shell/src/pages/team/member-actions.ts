import {
  OWNER_ROLE,
  ROLES,
  type Role,
  type TeamMember,
  type TeamMemberUpdate,
  type PlatformApi,
} from '@staydesk/contracts';
import { errorMessageOf } from '../page-kit/use-json';

/** Whether the signed-in manager may change this member (the server checks the same). */
export function mayChange(member: TeamMember, selfId: string, role: Role): boolean {
  if (member.id === selfId) return false;
  return !member.roles.includes(OWNER_ROLE) || role === OWNER_ROLE;
}

/** The roles a manager may hand out: an owner only by an owner. */
export const grantableRoles = (role: Role): Role[] =>
  ROLES.filter((candidate) => candidate !== OWNER_ROLE || role === OWNER_ROLE);

/** Sends the change; throws with the server's message when it refuses. */
export async function updateMember(
  platform: PlatformApi,
  memberId: string,
  update: TeamMemberUpdate,
): Promise<TeamMember> {
  const response = await platform.apiFetch(`/api/team/members/${encodeURIComponent(memberId)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(update),
  });
  if (!response.ok) throw new Error(await errorMessageOf(response));
  return (await response.json()) as TeamMember;
}
