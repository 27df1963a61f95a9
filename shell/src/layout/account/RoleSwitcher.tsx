import { useId, useState } from 'react';
import type { Role, Session } from '@staydesk/contracts';
import { switchCurrentRole } from '../../session/switch-role';

const roleLabel = (role: Role) => role.replace(/_/g, ' ');

export interface RoleSwitcherProps {
  session: Session;
  /** Called once the server has the new current role: the shell refreshes its session. */
  onSwitched(): void;
}

/** For users with several roles: sets the current role on the server, without a reload. */
export function RoleSwitcher({ session, onSwitched }: RoleSwitcherProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (session.roles.length < 2) return null;
  const switchTo = async (role: Role) => {
    setBusy(true);
    setError(null);
    try {
      await switchCurrentRole(role);
      onSwitched();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not switch role');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontSize: 13 }}>
      <label htmlFor={id}>Role</label>
      <select
        id={id}
        value={session.currentRole}
        disabled={busy}
        onChange={(event) => void switchTo(event.target.value as Role)}
        css={{ fontSize: 13, padding: '2px 4px', textTransform: 'capitalize' }}
      >
        {session.roles.map(({ role }) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </select>
      {error && <span role="alert">{error}</span>}
    </span>
  );
}

export default RoleSwitcher;
