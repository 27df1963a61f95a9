import type { PlatformApi, TeamMember, TeamMemberUpdate } from '@staydesk/contracts';
import { errorMessageOf } from '../page-kit/use-json';

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
