import { SIGN_IN_PATH, type Session } from '@staydesk/contracts';
import { toast } from '@staydesk/design-system';
import { apiFetch } from '@staydesk/design-system/platform';
import { clearWorkspaceCache } from '../boot/workspace-index';

// Apart from session-client, which the page's entry runs: what signing out loads on demand
// (the offline store, the toaster) must stay out of what the page preloads.

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
