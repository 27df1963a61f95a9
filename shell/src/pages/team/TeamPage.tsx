import { canManageTeam } from '@staydesk/contracts';
import { EmptyState } from '@staydesk/design-system';
import type { ShellPageProps } from '../shell-page-props';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';
import { withPageStore } from '../page-kit/page-store';
import { loadOf } from '../page-kit/query-load';
import { ManagedTeam } from './ManagedTeam';
import { MemberRow, memberListStyle } from './MemberRow';
import { useTeamUsersQuery } from './team-api';

/** The customer's members with their roles; admins and owners also manage them here. */
function TeamPage({ platform }: ShellPageProps) {
  const role = platform.session.currentRole;
  return canManageTeam(role) ? (
    <ManagedTeam platform={platform} role={role} />
  ) : (
    <PageFrame title="Team" titleId="team-title">
      <ReadOnlyTeam />
    </PageFrame>
  );
}

function ReadOnlyTeam() {
  const team = loadOf(useTeamUsersQuery());
  if (team.state === 'loading') return <PageLoading />;
  if (team.state === 'error') return <PageError>Failed to load the team: {team.message}</PageError>;
  if (team.data.users.length === 0) return <EmptyState title="No team members found" />;
  return (
    <ul css={memberListStyle} aria-label="Team members">
      {team.data.users.map((member) => (
        <MemberRow key={member.id} member={{ ...member, active: true }} />
      ))}
    </ul>
  );
}

export default withPageStore(TeamPage);
