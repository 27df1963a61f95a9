import type { Role } from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';

/**
 * Makes the role the user's current one on the server. The caller then announces the session
 * change, so navigation and pages follow it without a reload.
 */
export async function switchCurrentRole(role: Role): Promise<void> {
  const response = await apiFetch('/api/user/current-role', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role }),
  });
  if (!response.ok) throw new Error(`Could not switch role (${response.status})`);
}
