import { signInLocation, type Session } from '@staydesk/contracts';
import { apiFetch, type SessionPlatform } from '@staydesk/design-system/platform';

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
  window.location.assign(signInLocation(window.location.pathname, window.location.search));
}

const SESSION_CHANNEL = 'staydesk:session';
/** This tab's own news that its session changed on the server. */
const SESSION_CHANGED_EVENT = 'staydesk:session-changed';

const sessionChannel = () =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;

/**
 * Says that the session changed on the server (a role switch, a new name or picture, a verified
 * address): this tab and the user's other tabs load it again.
 */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  const channel = sessionChannel();
  channel?.postMessage('changed');
  channel?.close();
}

/**
 * Loads the session again and puts it in place without a reload. Signed out, it goes to sign
 * in; signed in as someone else or for another customer (another tab signed in again), it
 * reloads, since every cache of the page belongs to the old one.
 */
export async function refreshSession(platform: SessionPlatform): Promise<void> {
  const session = await fetchSession();
  if (!session) return goToSignIn();
  const current = platform.session;
  if (session.user.id !== current.user.id || session.customerId !== current.customerId) {
    return window.location.reload();
  }
  if (JSON.stringify(session) !== JSON.stringify(current)) platform.replaceSession(session);
}

/**
 * Keeps the page's session true without polling: it loads again when this tab or another one
 * announces a change, and when the window regains focus (a change made elsewhere: an admin
 * changed the roles, the session ended). A network failure is not a sign-out.
 */
export function followSessionChanges(platform: SessionPlatform): () => void {
  const refresh = () => void refreshSession(platform).catch(() => undefined);
  const channel = sessionChannel();
  channel?.addEventListener('message', refresh);
  window.addEventListener(SESSION_CHANGED_EVENT, refresh);
  window.addEventListener('focus', refresh);
  return () => {
    channel?.close();
    window.removeEventListener(SESSION_CHANGED_EVENT, refresh);
    window.removeEventListener('focus', refresh);
  };
}
