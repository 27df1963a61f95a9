import type { Role, TeamMember } from '@staydesk/contracts';
import { Checkbox } from '@staydesk/design-system/overlays';
import { useState } from 'react';
import { roleLabel } from '../../layout/header/role-label';
import { ChangeDialog } from './ChangeDialog';

interface RolesDialogProps {
  member: TeamMember;
  grantable: readonly Role[];
  onSave: (roles: Role[]) => Promise<void>;
  onClose: () => void;
}

/** Picks a member's roles: at least one. */
export function RolesDialog({ member, grantable, onSave, onClose }: RolesDialogProps) {
  const [roles, setRoles] = useState<Role[]>(member.roles);
  const toggle = (role: Role, on: boolean) =>
    setRoles((current) => (on ? [...current, role] : current.filter((kept) => kept !== role)));
  return (
    <ChangeDialog
      title={`Roles of ${member.name}`}
      description="Their next request acts in the roles you save."
      action={{ label: 'Save roles', disabled: roles.length === 0 }}
      failure="Could not save the roles"
      onConfirm={() => onSave(roles)}
      onClose={onClose}
    >
      <div
        css={{
          display: 'grid',
          gap: 8,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {grantable.map((role) => (
          <Checkbox
            key={role}
            label={roleLabel(role)}
            checked={roles.includes(role)}
            onCheckedChange={(on) => toggle(role, on)}
          />
        ))}
      </div>
      {roles.length === 0 && <p css={{ margin: '12px 0 0' }}>Choose at least one role.</p>}
    </ChangeDialog>
  );
}
