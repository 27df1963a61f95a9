import { roleLabel, type TeamInvitation } from '@staydesk/contracts';
import { Button, VisuallyHidden } from '@staydesk/design-system';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 12,
  padding: '10px 12px',
  border: '1px dashed #cbd5e1',
  borderRadius: 8,
} as const;

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
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        {invitations.map((invitation) => (
          <li key={invitation.id} css={rowStyle}>
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
