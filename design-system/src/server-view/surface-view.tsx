import { Suspense, type ReactNode } from 'react';
import { keptWorkspaceIn, type Session } from '@staydesk/contracts';
import {
  DRAWN_READS_ATTRIBUTE,
  DRAWN_ROOT_ATTRIBUTE,
  DRAWN_TASK_ATTRIBUTE,
  type DrawnReads,
} from '../platform/drawn-surface';
import { splitDrawnStyles } from '../styles/drawn-styles';
import { readAsCaller } from './read-api';
import { renderLoadedForBrowser } from './render-for-browser';
import { jsonDataBlock } from './data-block';

/** What the shell's edge sends a remote when it asks for one of its surfaces. */
export interface SurfaceViewRequest {
  /** The page's path and query, e.g. `/?task=…`. */
  page: string;
  cookie: string | undefined;
  userAgent: string;
  nonce: string;
}

export interface SurfaceViewContext {
  session: Session;
  /** The page's query: which task, which panel. */
  search: URLSearchParams;
  /** Reads the API as the caller (e.g. `/api/tasks?taskId=…`); null when it refuses. */
  read<T>(path: string): Promise<T | null>;
  /** Runs once the drawing is done or failed: a store's cache timers are cleared there. */
  afterDrawing(cleanup: () => void): void;
}

/** A surface drawn about a task: what it shows, and the API's answers it was drawn from. */
export interface Drawing {
  content: ReactNode;
  taskId: string;
  reads: DrawnReads;
}

/** A surface's drawing for this caller, or null where it draws nothing. */
export type DrawSurface = (context: SurfaceViewContext) => Promise<Drawing | null>;

const readsBlock = (reads: DrawnReads) => jsonDataBlock(DRAWN_READS_ATTRIBUTE, reads);

/**
 * A remote's surface drawn on the server with the caller's data, read from the API under their
 * session, in the browser's time zone (the kept workspace's cookie). null for a caller without a
 * session, where the surface draws nothing, or when anything fails: the browser renders it.
 * The drawing is the tree the surface's lifecycles render in the browser (its lazy part inside
 * a Suspense boundary), in an element named by its module and task, and followed by the reads
 * it was drawn from: the remote's first mount hydrates it (`createSurfaceLifecycles`' drawnAs).
 */
export function createSurfaceView(apiBase: () => string, module: string, draw: DrawSurface) {
  return async (request: SurfaceViewRequest): Promise<string | null> => {
    const cookie = request.cookie;
    if (!cookie) return null;
    const cleanups: Array<() => void> = [];
    try {
      const base = apiBase();
      const read = <T,>(path: string) => readAsCaller<T>(`${base}${path}`, cookie);
      const session = await read<Session>('/api/auth/session');
      if (!session) return null;
      const page = new URL(request.page, 'http://page');
      const drawing = await draw({
        session,
        search: page.searchParams,
        read,
        afterDrawing: (cleanup) => cleanups.push(cleanup),
      });
      if (drawing === null) return null;
      const html = await renderLoadedForBrowser(
        {
          location: { pathname: page.pathname, search: page.search },
          userAgent: request.userAgent,
          timeZone: keptWorkspaceIn(cookie)?.timeZone,
          nonce: request.nonce,
        },
        <Suspense>{drawing.content}</Suspense>,
      );
      const { styles, content } = splitDrawnStyles(html);
      return (
        `${styles}<div ${DRAWN_ROOT_ATTRIBUTE}="${module}" ${DRAWN_TASK_ATTRIBUTE}="${encodeURIComponent(drawing.taskId)}">` +
        `${content}</div>${readsBlock(drawing.reads)}`
      );
    } catch (error) {
      console.warn('The surface was not drawn on the server; the browser draws it', error);
      return null;
    } finally {
      for (const cleanup of cleanups) cleanup();
    }
  };
}
