import type {
  PlatformApi,
  TeamInvitation,
  TeamInvitationRequest,
  TeamMember,
  TeamMemberUpdate,
} from '@staydesk/contracts';
import { errorMessageOf } from '../page-kit/use-json';

/** Sends a change to the team API; throws with the server's message when it refuses. */
async function send<Answer>(
  platform: PlatformApi,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: object,
): Promise<Answer> {
  const response = await platform.apiFetch(path, {
    method,
    ...(body && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(await errorMessageOf(response));
  return (await response.json()) as Answer;
}

export const updateMember = (platform: PlatformApi, memberId: string, update: TeamMemberUpdate) =>
  send<TeamMember>(platform, 'PATCH', `/api/team/members/${encodeURIComponent(memberId)}`, update);

export const inviteMember = (platform: PlatformApi, invitation: TeamInvitationRequest) =>
  send<TeamInvitation>(platform, 'POST', '/api/team/invitations', invitation);

export const revokeInvitation = (platform: PlatformApi, invitationId: string) =>
  send<{ ok: true }>(
    platform,
    'DELETE',
    `/api/team/invitations/${encodeURIComponent(invitationId)}`,
  );
