import { AUTH_PAGES_PREFIX, type Session } from '@staydesk/contracts';
import { preconnectSurfaces, registerRemotesFromRegistry } from './federation/registry';
import { surfacesOnScreenAt } from './federation/surfaces';
import { fetchSession } from './session/session-client';

export interface BootRequests {
  session: Promise<Session | null>;
  /** The page renders without the application chrome and without the boot loader. */
  chromeless: boolean;
  /** Settles once the registry's remotes are registered with the federation runtime. */
  remotes: Promise<void>;
}

/** Invoices and shared links render without the chrome and the boot loader, as /auth does. */
const CHROMELESS_PATH = /^\/(invoices|shared\/)/;

/**
 * Sent by the entry while React and the layout still download: the session and the remote
 * registry (as soon as it answers, its remotes are registered and the origins of those on
 * screen preconnected). Null on the sign-in pages, which need neither.
 */
export function startBootRequests({ pathname, search }: Location): BootRequests | null {
  // Not needsSession(): a call costs the entry more bytes than the test.
  if (pathname.startsWith(AUTH_PAGES_PREFIX)) return null;
  const remotes = registerRemotesFromRegistry();
  // Signed out, the registry refuses too: the page goes to sign in and nobody awaits it.
  remotes.then(
    () => preconnectSurfaces(surfacesOnScreenAt(pathname, search)),
    () => undefined,
  );
  return { session: fetchSession(), chromeless: CHROMELESS_PATH.test(pathname), remotes };
}
