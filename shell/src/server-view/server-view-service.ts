import {
  keptWorkspaceIn,
  readSurfaces,
  type DashboardItems,
  type Session,
} from '@staydesk/contracts';
import { workspaceOwner } from '../boot/workspace-index';
import { DRAWN_ITEMS_ID, HOME_TASKS_PATH } from '../pages/home-tasks';
import { renderServerView } from './render-server-view';

/** What the shell's edge knows of a page request. */
export interface ServerViewRequest {
  pathname: string;
  search: string;
  /** The request's Cookie header: the API reads the caller's session from it. */
  cookie: string | undefined;
  userAgent: string;
  nonce: string;
}

/**
 * The API's answers come in a few milliseconds; one that takes longer than this leaves the page
 * to the browser, as it was before there was a server view, rather than hold the document back.
 */
const API_WAIT_MS = 300;

/** What the edge puts in the page: the view, in its root, and what follows the root. */
export interface ServerView {
  root: string;
  /** The inbox's items as read, for the browser's hydration (a data block, never run). */
  afterRoot: string;
}

/** JSON inside a script element: no `</script>` (or `<!--`) can end it early. */
const dataBlock = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * The home page on its own. Under a task (its sidebar, full width on a phone, or the execution
 * view) or the creation panel, the page's content is the surface, which the browser renders.
 */
function hasServerView(pathname: string, search: string): boolean {
  const surfaces = readSurfaces(search);
  return pathname === '/' && surfaces.taskId === null && surfaces.createTask === null;
}

async function readJson<T>(url: string, cookie: string): Promise<T | null> {
  const response = await fetch(url, {
    headers: { cookie, accept: 'application/json' },
    signal: AbortSignal.timeout(API_WAIT_MS),
  });
  return response.ok ? ((await response.json()) as T) : null;
}

/**
 * Renders the page's server view with the caller's own data, read from the API under their
 * session: the document then carries the chrome and the inbox. null where the page has none or
 * anything fails (no session, a slow API): the browser renders the page, as it always could.
 */
export function createServerViewService(apiBase: () => string) {
  return async (request: ServerViewRequest): Promise<ServerView | null> => {
    if (!hasServerView(request.pathname, request.search)) return null;
    // Only for a browser that keeps its workspace: any other shows the boot loader first.
    const kept = keptWorkspaceIn(request.cookie ?? '');
    if (!request.cookie || !kept) return null;
    try {
      const base = apiBase();
      const [session, homeItems] = await Promise.all([
        readJson<Session>(`${base}/api/auth/session`, request.cookie),
        readJson<DashboardItems>(`${base}${HOME_TASKS_PATH}`, request.cookie),
      ]);
      if (!session || !homeItems || workspaceOwner(session) !== kept.owner) return null;
      const root = renderServerView({
        session,
        homeItems,
        location: { pathname: request.pathname, search: request.search },
        userAgent: request.userAgent,
        nonce: request.nonce,
        timeZone: kept.timeZone,
      });
      return { root, afterRoot: dataBlock(DRAWN_ITEMS_ID, homeItems) };
    } catch (error) {
      console.warn('The server view was not rendered; the browser renders the page', error);
      return null;
    }
  };
}
