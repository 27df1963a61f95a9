import {
  canManageTeam,
  grantableRoles,
  teamChangeRefusal,
  type Role,
  type Team,
  type TeamMember,
  type TeamRoster,
} from '@staydesk/contracts';
import { EmptyState, toast } from '@staydesk/design-system';
import { useState } from 'react';
import type { ShellPageProps } from '../shell-pages';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';
import { useJson } from '../page-kit/use-json';
import { ChangeDialog } from './ChangeDialog';
import { updateMember } from './member-actions';
import { MemberRow } from './MemberRow';
import { RolesDialog } from './RolesDialog';

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 } as const;

/** The customer's members with their roles; admins and owners also manage them here. */
export default function TeamPage({ platform }: ShellPageProps) {
  const role = platform.session.currentRole;
  return (
    <PageFrame title="Team" titleId="team-title">
      {canManageTeam(role) ? (
        <ManagedTeam platform={platform} role={role} />
      ) : (
        <ReadOnlyTeam platform={platform} />
      )}
    </PageFrame>
  );
}

function ReadOnlyTeam({ platform }: Pick<ShellPageProps, 'platform'>) {
  const team = useJson<Team>(platform, '/api/user/users');
  if (team.state === 'loading') return <PageLoading />;
  if (team.state === 'error') return <PageError>Failed to load the team: {team.message}</PageError>;
  if (team.data.users.length === 0) return <EmptyState title="No team members found" />;
  return (
    <ul css={listStyle} aria-label="Team members">
      {team.data.users.map((member) => (
        <MemberRow key={member.id} member={{ ...member, active: true }} />
      ))}
    </ul>
  );
}

type Editing = { kind: 'roles' | 'deactivate'; member: TeamMember } | null;

function ManagedTeam({ platform, role }: Pick<ShellPageProps, 'platform'> & { role: Role }) {
  const roster = useJson<TeamRoster>(platform, '/api/team/members');
  const [editing, setEditing] = useState<Editing>(null);
  const selfId = platform.session.user.id;

  const change = async (member: TeamMember, update: Parameters<typeof updateMember>[2]) => {
    await updateMember(platform, member.id, update);
    setEditing(null);
    roster.reload();
  };
  const reactivate = (member: TeamMember) =>
    change(member, { active: true }).then(
      () => toast.success(`${member.name} can sign in again`),
      (failure: Error) => toast.error(`Could not reactivate ${member.name}: ${failure.message}`),
    );

  if (roster.state === 'loading') return <PageLoading />;
  if (roster.state === 'error')
    return <PageError>Failed to load the team: {roster.message}</PageError>;
  if (roster.data.members.length === 0) return <EmptyState title="No team members found" />;
  return (
    <>
      <ul css={listStyle} aria-label="Team members">
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
    </>
  );
}
