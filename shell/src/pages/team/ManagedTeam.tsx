import {
  grantableRoles,
  teamChangeRefusal,
  type Role,
  type TeamInvitation,
  type TeamMember,
  type TeamMemberUpdate,
} from '@staydesk/contracts';
import { Button, EmptyState, toast } from '@staydesk/design-system';
import { useState } from 'react';
import type { ShellPageProps } from '../shell-page-props';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';
import { answerOf, loadOf } from '../page-kit/query-load';
import { ChangeDialog } from './ChangeDialog';
import { InvitationList } from './InvitationList';
import { InviteDialog } from './InviteDialog';
import { MemberRow, memberListStyle } from './MemberRow';
import { RolesDialog } from './RolesDialog';
import {
  useInviteMemberMutation,
  useRevokeInvitationMutation,
  useTeamInvitationsQuery,
  useTeamRosterQuery,
  useUpdateMemberMutation,
} from './team-api';

type Editing = { kind: 'roles' | 'deactivate'; member: TeamMember } | { kind: 'invite' } | null;

/** The team as admins and owners see it: members to change, people to invite. */
export function ManagedTeam({ platform, role }: Pick<ShellPageProps, 'platform'> & { role: Role }) {
  const roster = loadOf(useTeamRosterQuery());
  const invitations = loadOf(useTeamInvitationsQuery());
  const [updateMember] = useUpdateMemberMutation();
  const [inviteMember] = useInviteMemberMutation();
  const [revokeInvitation] = useRevokeInvitationMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const selfId = platform.session.user.id;

  // Each change reads again what it changed (the mutation's tags).
  const change = async (member: TeamMember, update: TeamMemberUpdate) => {
    await answerOf(updateMember({ memberId: member.id, update }));
    setEditing(null);
  };
  const reactivate = (member: TeamMember) =>
    change(member, { active: true }).then(
      () => toast.success(`${member.name} can sign in again`),
      (failure: Error) => toast.error(`Could not reactivate ${member.name}: ${failure.message}`),
    );
  const revoke = (invitation: TeamInvitation) =>
    answerOf(revokeInvitation(invitation.id)).then(
      () => toast.success(`The invitation of ${invitation.email} was revoked`),
      (failure: Error) => toast.error(`Could not revoke the invitation: ${failure.message}`),
    );

  return (
    <PageFrame
      title="Team"
      titleId="team-title"
      actions={<Button onClick={() => setEditing({ kind: 'invite' })}>Invite member</Button>}
    >
      {roster.state === 'loading' ? (
        <PageLoading />
      ) : roster.state === 'error' ? (
        <PageError>Failed to load the team: {roster.message}</PageError>
      ) : roster.data.members.length === 0 ? (
        <EmptyState title="No team members found" />
      ) : (
        <ul css={memberListStyle} aria-label="Team members">
          {roster.data.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isSelf={member.id === selfId}
              actions={
                teamChangeRefusal({ userId: selfId, role }, member) === null
                  ? {
                      editRoles: () => setEditing({ kind: 'roles', member }),
                      deactivate: () => setEditing({ kind: 'deactivate', member }),
                      reactivate: () => void reactivate(member),
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {invitations.state === 'error' && (
        <PageError>Failed to load the invitations: {invitations.message}</PageError>
      )}
      {invitations.state === 'ready' && (
        <InvitationList
          invitations={invitations.data.invitations}
          onRevoke={(invitation) => void revoke(invitation)}
        />
      )}
      {editing?.kind === 'invite' && (
        <InviteDialog
          grantable={grantableRoles(role)}
          onClose={() => setEditing(null)}
          onInvite={async (invitation) => {
            const sent = await answerOf(inviteMember(invitation));
            setEditing(null);
            toast.success(`Invitation sent to ${sent.email}`);
          }}
        />
      )}
      {editing?.kind === 'roles' && (
        <RolesDialog
          member={editing.member}
          grantable={grantableRoles(role)}
          onClose={() => setEditing(null)}
          onSave={async (roles) => {
            await change(editing.member, { roles });
            toast.success(`Roles of ${editing.member.name} saved`);
          }}
        />
      )}
      {editing?.kind === 'deactivate' && (
        <ChangeDialog
          title={`Deactivate ${editing.member.name}?`}
          description="They are signed out at once and cannot sign in to this team until reactivated. Their tasks and history stay."
          action={{ label: 'Deactivate', variant: 'danger' }}
          failure={`Could not deactivate ${editing.member.name}`}
          onClose={() => setEditing(null)}
          onConfirm={async () => {
            await change(editing.member, { active: false });
            toast.success(`${editing.member.name} was deactivated`);
          }}
        />
      )}
    </PageFrame>
  );
}
