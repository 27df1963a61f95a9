import { roleLabel, type TeamInvitation } from '@staydesk/contracts';
import { Button, VisuallyHidden } from '@staydesk/design-system';
import { memberListStyle, memberRowStyle } from './MemberRow';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** Invitations nobody has answered yet, each revocable. */
export function InvitationList({
  invitations,
  onRevoke,
}: {
  invitations: readonly TeamInvitation[];
  onRevoke: (invitation: TeamInvitation) => void;
}) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="team-invitations-title" css={{ marginTop: 24 }}>
      <h2 id="team-invitations-title" css={{ fontSize: 16, margin: '0 0 8px' }}>
        Pending invitations
      </h2>
      <ul css={memberListStyle}>
        {invitations.map((invitation) => (
          <li key={invitation.id} css={[memberRowStyle, { borderStyle: 'dashed' }]}>
            <span css={{ display: 'grid', flex: '1 1 180px', minWidth: 0 }}>
              <span css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</span>
              <span css={{ fontSize: 13, color: '#475569' }}>
                Invited by {invitation.invitedBy} · expires{' '}
                {dateFormat.format(new Date(invitation.expiresAt))}
              </span>
            </span>
            <span css={{ fontSize: 13, color: '#334155' }}>
              {invitation.roles.map(roleLabel).join(', ')}
            </span>
            <Button size="sm" variant="ghost" onClick={() => onRevoke(invitation)}>
              Revoke<VisuallyHidden> the invitation of {invitation.email}</VisuallyHidden>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
