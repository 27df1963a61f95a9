import type { Role, TeamMember } from '@staydesk/contracts';
import { useState } from 'react';
import { ChangeDialog } from './ChangeDialog';
import { RoleCheckboxes } from './RoleCheckboxes';

interface RolesDialogProps {
  member: TeamMember;
  grantable: readonly Role[];
  onSave: (roles: Role[]) => Promise<void>;
  onClose: () => void;
}

/** Picks a member's roles: at least one. */
export function RolesDialog({ member, grantable, onSave, onClose }: RolesDialogProps) {
  const [roles, setRoles] = useState<Role[]>(member.roles);
  return (
    <ChangeDialog
      title={`Roles of ${member.name}`}
      description="Their next request acts in the roles you save."
      action={{ label: 'Save roles', disabled: roles.length === 0 }}
      failure="Could not save the roles"
      onConfirm={() => onSave(roles)}
      onClose={onClose}
    >
      <RoleCheckboxes grantable={grantable} roles={roles} onChange={setRoles} />
    </ChangeDialog>
  );
}
