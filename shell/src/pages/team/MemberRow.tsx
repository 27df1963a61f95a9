import { roleLabel, type Role } from '@staydesk/contracts';
import { Avatar, Badge, Button, VisuallyHidden } from '@staydesk/design-system';

interface MemberRowProps {
  member: {
    name: string;
    email: string | null;
    image: string | null;
    roles: Role[];
    active: boolean;
  };
  isSelf?: boolean;
  /** What a manager may do with this member; absent when nothing. */
  actions?: { editRoles: () => void; deactivate: () => void; reactivate: () => void };
}

export const memberListStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 6,
} as const;

export const memberRowStyle = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 12,
  padding: '10px 12px',
  border: '1px solid #e2e8f0',
  borderRadius: 8,
} as const;

/** One member: who, which roles, whether they may sign in, and what a manager can change. */
export function MemberRow({ member, isSelf = false, actions }: MemberRowProps) {
  return (
    <li css={[memberRowStyle, !member.active && { background: '#f8fafc' }]}>
      <Avatar name={member.name} src={member.image} />
      <span css={{ display: 'grid', flex: '1 1 180px', minWidth: 0 }}>
        <span css={{ fontWeight: 600 }}>
          {member.name}
          {isSelf && <span css={{ fontWeight: 400, color: '#475569' }}> (you)</span>}
        </span>
        {member.email && (
          <span css={{ fontSize: 13, color: '#475569', overflowWrap: 'anywhere' }}>
            {member.email}
          </span>
        )}
      </span>
      <span css={{ fontSize: 13, color: '#334155' }}>{member.roles.map(roleLabel).join(', ')}</span>
      {!member.active && <Badge tone="neutral">Inactive</Badge>}
      {actions && (
        <span css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button size="sm" variant="secondary" onClick={actions.editRoles}>
            Edit roles<VisuallyHidden> of {member.name}</VisuallyHidden>
          </Button>
          {member.active ? (
            <Button size="sm" variant="ghost" onClick={actions.deactivate}>
              Deactivate<VisuallyHidden> {member.name}</VisuallyHidden>
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={actions.reactivate}>
              Reactivate<VisuallyHidden> {member.name}</VisuallyHidden>
            </Button>
          )}
        </span>
      )}
    </li>
  );
}
