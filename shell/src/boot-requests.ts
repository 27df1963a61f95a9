import {
  AUTH_PAGES_PREFIX,
  readSurfaces,
  WORKSPACE_CACHES,
  type Session,
} from '@staydesk/contracts';
import { sendEarly } from '@staydesk/design-system/scheduling';
import { COMPLETE_KEY } from './boot/workspace-index';
import { preconnectSurfaces, registerRemotesFromRegistry } from './federation/registry';
import { isRemotePage, surfacesOnScreenAt } from './federation/surfaces';
import { DRAWN_ITEMS_ID, HOME_TASKS_PATH } from './pages/home-tasks';
import { fetchSession } from './session/session-client';

export interface BootRequests {
  session: Promise<Session | null>;
  /** The page renders without the application chrome and without the boot loader. */
  chromeless: boolean;
  /** Settles once the registry's remotes are registered with the federation runtime. */
  remotes: Promise<void>;
}

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
 * screen preconnected), the home page's tasks, the task a link opens and, on a first visit,
 * the workspace's items for the boot loader, so all of it has arrived by the time the layout
 * mounts. Null on the sign-in pages, which need none of it.
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
  // Not when the server drew the home page: its items came with it.
  if (!isRemotePage(pathname) && !document.getElementById(DRAWN_ITEMS_ID))
    sendEarly(HOME_TASKS_PATH);
  // Read by the task sidebar and the execution view, which ask for it in this very form.
  const { taskId } = readSurfaces(search);
  if (taskId) sendEarly(`/api/tasks?${new URLSearchParams({ taskId })}`);
  const chromeless = CHROMELESS_PATH.test(pathname);
  if (!chromeless && workspaceIsEmpty())
    for (const name of WORKSPACE_CACHES) sendEarly(`/api/cache/${name}`);
  return { session: fetchSession(), chromeless, remotes };
}
