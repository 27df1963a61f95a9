import type { Session } from '@staydesk/contracts';
import { preconnectSurfaces, registerRemotesFromRegistry } from './federation/registry';
import { isRemotePage, surfacesOnScreenAt } from './federation/surfaces';
import { HOME_TASKS_PATH } from './pages/home-tasks';
import { fetchSession } from './session/session-client';

export interface BootRequests {
  session: Promise<Session | null>;
  /** The page renders without the application chrome and without the boot loader. */
  chromeless: boolean;
  /** Settles once the registry's remotes are registered with the federation runtime. */
  remotes: Promise<void>;
}

const earlyResponses = new Map<string, Promise<Response>>();

/** The answer to a GET the entry sent early, handed out once; later asks go to the network. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const response = earlyResponses.get(path);
  earlyResponses.delete(path);
  return response;
}

/** Invoices and shared links render without the chrome and the boot loader, as /auth does. */
const CHROMELESS_PATH = /^\/(invoices|shared\/)/;

/**
 * Sent by the entry while React and the layout still download: the session, the remote
 * registry (as soon as it answers, its remotes are registered and the origins of those on
 * screen preconnected) and the home page's tasks, so all of it has arrived by the time the
 * layout mounts. Null on the sign-in pages, which need none of it.
 */
export function startBootRequests({ pathname, search }: Location): BootRequests | null {
  if (pathname.startsWith('/auth')) return null;
  const remotes = registerRemotesFromRegistry();
  // Signed out, the registry refuses too: the page goes to sign in and nobody awaits it.
  remotes.then(
    () => preconnectSurfaces(surfacesOnScreenAt(pathname, search)),
    () => undefined,
  );
  if (!isRemotePage(pathname)) {
    const tasks = fetch(HOME_TASKS_PATH, { headers: { accept: 'application/json' } });
    tasks.catch(() => undefined);
    earlyResponses.set(HOME_TASKS_PATH, tasks);
  }
  return { session: fetchSession(), chromeless: CHROMELESS_PATH.test(pathname), remotes };
}
