import { WORKSPACE_CACHES, type Session } from '@staydesk/contracts';
import { COMPLETE_KEY } from './boot/workspace-index';
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

const getEarly = (path: string) => {
  const response = fetch(path, { headers: { accept: 'application/json' } });
  response.catch(() => undefined);
  earlyResponses.set(path, response);
};

/** Nothing of the workspace is kept (a first visit): the boot loader will fetch every item. */
function workspaceIsEmpty(): boolean {
  try {
    return localStorage.getItem(COMPLETE_KEY) === null;
  } catch {
    return false;
  }
}

/** Invoices and shared links render without the chrome and the boot loader, as /auth does. */
const CHROMELESS_PATH = /^\/(invoices|shared\/)/;

/**
 * Sent by the entry while React and the layout still download: the session, the remote
 * registry (as soon as it answers, its remotes are registered and the origins of those on
 * screen preconnected), the home page's tasks and, on a first visit, the workspace's items for
 * the boot loader, so all of it has arrived by the time the layout mounts. Null on the sign-in
 * pages, which need none of it.
 */
export function startBootRequests({ pathname, search }: Location): BootRequests | null {
  if (pathname.startsWith('/auth')) return null;
  const remotes = registerRemotesFromRegistry();
  // Signed out, the registry refuses too: the page goes to sign in and nobody awaits it.
  remotes.then(
    () => preconnectSurfaces(surfacesOnScreenAt(pathname, search)),
    () => undefined,
  );
  if (!isRemotePage(pathname)) getEarly(HOME_TASKS_PATH);
  const chromeless = CHROMELESS_PATH.test(pathname);
  if (!chromeless && workspaceIsEmpty())
    for (const name of WORKSPACE_CACHES) getEarly(`/api/cache/${name}`);
  return { session: fetchSession(), chromeless, remotes };
}
