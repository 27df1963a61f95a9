import type { Session } from '@staydesk/contracts';
import { apiFetch, type SessionPlatform } from '@staydesk/design-system/platform';
import { clearWorkspaceCache } from '../boot/workspace-index';

export const SIGN_IN_PATH = '/auth/signin';

/** The current session, or null when signed out. */
export async function fetchSession(): Promise<Session | null> {
  const response = await apiFetch('/api/auth/session');
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`Could not load the session (${response.status})`);
  // The API presents sessions through the contracts' schema; the shell does not ship zod
  // (it would cost a sixth of the critical-path budget) to parse it again.
  return (await response.json()) as Session;
}

export function goToSignIn(): void {
  const next = `${window.location.pathname}${window.location.search}`;
  const query = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
  window.location.assign(`${SIGN_IN_PATH}${query}`);
}

export async function signOut(landing = SIGN_IN_PATH): Promise<void> {
  await apiFetch('/api/auth/signout', { method: 'POST' }).catch(() => undefined);
  clearWorkspaceCache();
  window.location.assign(landing);
}

/**
 * Refetches the session when the window regains focus (no polling): a session that ended
 * elsewhere sends the user to sign in instead of failing request by request.
 */
export function watchSessionOnFocus(): () => void {
  const refresh = () => {
    // A network failure is not a sign-out: only a 401 sends the user away.
    void fetchSession().then(
      (session) => session ?? goToSignIn(),
      () => undefined,
    );
  };
  window.addEventListener('focus', refresh);
  return () => window.removeEventListener('focus', refresh);
}

/** Reloads the session in place after it changed on the server (a role switch). */
export async function refreshSession(platform: SessionPlatform): Promise<void> {
  const session = await fetchSession();
  if (session) platform.replaceSession(session);
  else goToSignIn();
}
