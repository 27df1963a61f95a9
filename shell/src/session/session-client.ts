import { SIGN_IN_PATH, signInLocation, type Session } from '@staydesk/contracts';
import { toast } from '@staydesk/design-system';
import { apiFetch, type SessionPlatform } from '@staydesk/design-system/platform';
import { clearWorkspaceCache } from '../boot/workspace-index';

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

/**
 * Deletes what the phone kept for a day without network: of the user who is leaving, or, on a
 * sign-in, of whoever used the browser before (a session that expired was never signed out).
 * The field actions still waiting stay for their own user.
 */
export async function forgetKeptForOffline(): Promise<void> {
  // Loaded only now: the offline store is no part of the shell's first paint. Signing in or
  // out goes on whatever happens here.
  await import('@staydesk/design-system/offline')
    .then(({ forgetKeptFieldData }) => forgetKeptFieldData())
    .catch(() => undefined);
}

/** Deletes what this browser kept of the user who is leaving: the workspace, and the above. */
export async function forgetSignedOutUser(): Promise<void> {
  clearWorkspaceCache();
  await forgetKeptForOffline();
}

/** How many field actions of this user wait on the phone; none when the phone cannot say. */
export async function waitingFieldChanges(session: Session): Promise<number> {
  try {
    const { waitingFieldActions } = await import('@staydesk/design-system/offline');
    return await waitingFieldActions(session.user.id);
  } catch {
    return 0;
  }
}

export const SIGN_OUT_FAILED = 'Could not sign out: check your connection and try again.';

export async function signOut(landing = SIGN_IN_PATH): Promise<void> {
  // The session ends first: a read still on its way is refused rather than kept again. When it
  // cannot end (no network), the session and its cookie would stay for the next person to use
  // this phone signed in: nothing is forgotten, and the user is told to try again.
  const ended = await apiFetch('/api/auth/signout', { method: 'POST' }).then(
    (response) => response.ok || response.status === 401,
    () => false,
  );
  if (!ended) return toast.error(SIGN_OUT_FAILED);
  await forgetSignedOutUser();
  window.location.assign(landing);
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
