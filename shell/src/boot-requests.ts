import type { Session } from '@staydesk/contracts';
import { preloadSurfaces, registerRemotesFromRegistry } from './federation/registry';
import { surfacesOnScreenAt } from './federation/surfaces';
import { fetchSession, SIGN_IN_PATH } from './session/session-client';

export interface BootRequests {
  session: Promise<Session | null>;
  /** Settles once the registry's remotes are registered with the federation runtime. */
  remotes: Promise<void>;
}

/**
 * Sent by the entry while React and the layout still download: the session, the remote
 * registry and then the entries and first chunks of the remotes this page shows at once, so
 * all of it has arrived by the time the layout mounts. Null on the sign-in pages, which need
 * none of it.
 */
export function startBootRequests({ pathname, search }: Location): BootRequests | null {
  if (pathname.startsWith(SIGN_IN_PATH)) return null;
  const remotes = registerRemotesFromRegistry().then(() =>
    preloadSurfaces(surfacesOnScreenAt(pathname, search)),
  );
  // Signed out, the registry refuses too: the page goes to sign in and nobody awaits it.
  remotes.catch(() => undefined);
  return { session: fetchSession(), remotes };
}
