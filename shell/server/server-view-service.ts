import {
  DRAWN_SURFACE_ID,
  keptWorkspaceIn,
  readSurfaces,
  STYLE_NONCE_HEADER,
  SURFACE_SLOT_LAYER,
  SURFACE_VIEW_ROUTE,
  type DashboardItems,
  type RemoteName,
  type Session,
} from '@staydesk/contracts';
import {
  jsonDataBlock,
  readAsCaller,
  SERVER_VIEW_WAIT_MS,
  splitDrawnStyles,
} from '@staydesk/design-system/server-view';
import { opensWithoutBootLoader, workspaceOwner } from '../src/boot/workspace-index';
import { surfacesOnScreenAt, type SurfaceDefinition } from '../src/federation/surfaces';
import { DRAWN_ITEMS_ID, HOME_TASKS_PATH } from '../src/pages/home-tasks';
import { renderPageStyles, renderServerView } from '../src/server-view/render-server-view';

/** What the shell's edge knows of a page request. */
export interface ServerViewRequest {
  pathname: string;
  search: string;
  /** The request's Cookie header: the API reads the caller's session from it. */
  cookie: string | undefined;
  userAgent: string;
  nonce: string;
}

/** What the edge puts in the page: the view, in its root, and around the root. */
export interface ServerView {
  /**
   * The drawings' style elements, for the end of the head: there no script moves them again,
   * and the page's styles are known before its body is parsed.
   */
  head: string;
  /**
   * The surface over the page that its remote drew (the task sidebar, the execution view): first
   * in the document, so it is parsed and painted first. It stacks over the root all the same.
   */
  beforeRoot: string;
  root: string;
  /** The inbox's items as read, for the browser's hydration (a data block, never run). */
  afterRoot: string;
  /**
   * A surface is over the page that its remote did not draw in time: the browser draws it, and
   * the page keeps the preloads of its remote's scripts.
   */
  surfaceLeftToBrowser: boolean;
}

export interface ServerViewSources {
  /** The API's address (one instance; the next one on each call where there are several). */
  apiBase: () => string;
  /** Where a remote is served, from the registry; null when it is not active. */
  remoteOrigin: (name: RemoteName) => Promise<string | null>;
}

const dataBlock = (id: string, data: unknown) => jsonDataBlock(`id="${id}"`, data);

/**
 * The home page, alone or under a task's surface (its remote draws that). Under the creation
 * panel, the page's content is the panel, which the browser renders.
 */
const hasServerView = (pathname: string, search: string) =>
  pathname === '/' && readSurfaces(search).createTask === null;

const DRAWN_SURFACE_END = `${DRAWN_SURFACE_ID}-end`;

const NOT_DRAWN = { styles: '', content: '' };

/**
 * The surface as its remote draws it for this caller, in the element the browser hands over to
 * the surface's own render (DRAWN_SURFACE_ID), and its style element. Empty when its remote is
 * slow, down or draws nothing: the page is drawn, and the browser draws the surface.
 */
async function drawnSurface(
  surface: SurfaceDefinition,
  request: ServerViewRequest,
  cookie: string,
  remoteOrigin: ServerViewSources['remoteOrigin'],
): Promise<{ styles: string; content: string }> {
  try {
    const origin = await remoteOrigin(surface.remote);
    if (!origin) return NOT_DRAWN;
    const page = `${request.pathname}${request.search}`;
    const response = await fetch(
      `${origin}${SURFACE_VIEW_ROUTE}${surface.module}?${new URLSearchParams({ page })}`,
      {
        headers: { cookie, 'user-agent': request.userAgent, [STYLE_NONCE_HEADER]: request.nonce },
        signal: AbortSignal.timeout(SERVER_VIEW_WAIT_MS),
      },
    );
    if (response.status !== 200) return NOT_DRAWN;
    // Inert: its controls work once the browser's surface has replaced it. Until then a tap
    // does nothing and text typed into it would be lost; this way neither can be tried.
    // Hidden until its end is parsed: a phone paints a long document before the parser reaches
    // its end, and text of a half-read panel is painted smaller than it ends up. The browser's
    // own panel, painting the same text whole a few seconds later, then became the page's LCP.
    // In the slots' layer: the panels they open beside the surface paint over it.
    const layer = `#${DRAWN_SURFACE_ID}{position:relative;z-index:${SURFACE_SLOT_LAYER}}`;
    const wholeOnly = `<style nonce="${request.nonce}">${layer}#${DRAWN_SURFACE_ID}:not(:has(> #${DRAWN_SURFACE_END})){visibility:hidden}</style>`;
    const { styles, content } = splitDrawnStyles(await response.text());
    return {
      styles,
      content: `${wholeOnly}<div id="${DRAWN_SURFACE_ID}" inert>${content}<i id="${DRAWN_SURFACE_END}" hidden></i></div>`,
    };
  } catch (error) {
    console.warn(`${surface.label} was not drawn on the server; the browser draws it`, error);
    return NOT_DRAWN;
  }
}

/**
 * The surface alone, over a page the browser renders behind it: the page's reset comes with it,
 * as it would with the drawn chrome. null when its remote drew nothing.
 */
function surfaceAlone(
  surface: { styles: string; content: string },
  request: ServerViewRequest,
): ServerView | null {
  if (surface.content === '') return null;
  return {
    head:
      renderPageStyles({
        location: { pathname: request.pathname, search: request.search },
        userAgent: request.userAgent,
        nonce: request.nonce,
      }) + surface.styles,
    beforeRoot: surface.content,
    root: '',
    afterRoot: '',
    surfaceLeftToBrowser: false,
  };
}

/**
 * Renders the page's server view with the caller's own data, read from the API under their
 * session: the document then carries the chrome and the inbox. null where the page has none or
 * anything fails (no session, a slow API): the browser renders the page, as it always could.
 */
export function createServerViewService({ apiBase, remoteOrigin }: ServerViewSources) {
  return async (request: ServerViewRequest): Promise<ServerView | null> => {
    if (!hasServerView(request.pathname, request.search)) return null;
    const cookie = request.cookie;
    if (!cookie) return null;
    // The home page only for a browser that keeps its workspace: any other shows the boot
    // loader first. The execution view opens without one, and is drawn for anyone.
    const kept = keptWorkspaceIn(cookie);
    const surfaceOnly = opensWithoutBootLoader(request.search);
    if (!kept && !surfaceOnly) return null;
    const surfaceOnScreen = surfacesOnScreenAt(request.pathname, request.search).find(
      (surface) => surface.drawnByServer,
    );
    try {
      const base = apiBase();
      const [session, homeItems, surface] = await Promise.all([
        kept ? readAsCaller<Session>(`${base}/api/auth/session`, cookie) : null,
        kept ? readAsCaller<DashboardItems>(`${base}${HOME_TASKS_PATH}`, cookie) : null,
        surfaceOnScreen ? drawnSurface(surfaceOnScreen, request, cookie, remoteOrigin) : NOT_DRAWN,
      ]);
      if (!session || !homeItems || workspaceOwner(session) !== kept?.owner)
        return surfaceOnly ? surfaceAlone(surface, request) : null;
      const page = renderServerView({
        session,
        homeItems,
        location: { pathname: request.pathname, search: request.search },
        userAgent: request.userAgent,
        nonce: request.nonce,
        timeZone: kept.timeZone,
      });
      const { styles, content: root } = splitDrawnStyles(page);
      return {
        head: styles + surface.styles,
        beforeRoot: surface.content,
        root,
        afterRoot: dataBlock(DRAWN_ITEMS_ID, homeItems),
        surfaceLeftToBrowser: surfaceOnScreen !== undefined && surface.content === '',
      };
    } catch (error) {
      console.warn('The server view was not rendered; the browser renders the page', error);
      return null;
    }
  };
}
