import type { Team } from '@staydesk/contracts';
import { Avatar, EmptyState } from '@staydesk/design-system';
import { roleLabel } from '../../layout/header/role-label';
import type { ShellPageProps } from '../shell-pages';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';
import { useJson } from '../page-kit/use-json';

/** The customer's members with their roles. */
export default function TeamPage({ platform }: ShellPageProps) {
  const team = useJson<Team>(platform, '/api/user/users');
  return (
    <PageFrame title="Team" titleId="team-title">
      {team.state === 'loading' && <PageLoading />}
      {team.state === 'error' && <PageError>Failed to load the team: {team.message}</PageError>}
      {team.state === 'ready' && team.data.users.length === 0 && (
        <EmptyState title="No team members found" />
      )}
      {team.state === 'ready' && team.data.users.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {team.data.users.map((member) => (
            <li
              key={member.id}
              css={{
                display: 'flex',
                alignItems: 'center',
                flexWrap: 'wrap',
                gap: 12,
                padding: '10px 12px',
                border: '1px solid #e2e8f0',
                borderRadius: 8,
              }}
            >
              <Avatar name={member.name} src={member.image} />
              <span css={{ display: 'grid', flex: '1 1 180px', minWidth: 0 }}>
                <span css={{ fontWeight: 600 }}>{member.name}</span>
                <span css={{ fontSize: 13, color: '#475569', overflowWrap: 'anywhere' }}>
                  {member.email}
                </span>
              </span>
              <span css={{ fontSize: 13, color: '#334155' }}>
                {member.roles.map(roleLabel).join(', ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
