import { roleLabel, type Role } from '@staydesk/contracts';
import { Checkbox } from '@staydesk/design-system/overlays';

interface RoleCheckboxesProps {
  grantable: readonly Role[];
  roles: readonly Role[];
  onChange: (roles: Role[]) => void;
}

/** The roles a manager may hand out, as checkboxes, with a reminder when none is chosen. */
export function RoleCheckboxes({ grantable, roles, onChange }: RoleCheckboxesProps) {
  const toggle = (role: Role, on: boolean) =>
    onChange(on ? [...roles, role] : roles.filter((kept) => kept !== role));
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: 8, padding: 0 }}>Roles</legend>
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
    </fieldset>
  );
}
