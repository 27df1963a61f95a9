import type { TeamUser } from '@staydesk/contracts';

/** The team as options of a native select, after the choices the select adds itself. */
export function TeamOptions({ team }: { team: readonly TeamUser[] }) {
  return team.map((user) => (
    <option key={user.id} value={user.id}>
      {user.name}
    </option>
  ));
}
