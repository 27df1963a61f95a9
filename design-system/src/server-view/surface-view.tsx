import type { ReactNode } from 'react';
import { keptWorkspaceIn, type Session } from '@staydesk/contracts';
import { readAsCaller } from './read-api';
import { renderLoadedForBrowser } from './render-for-browser';

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

/** A surface's drawing: its content for this caller, or null where it draws nothing. */
export type DrawSurface = (context: SurfaceViewContext) => Promise<ReactNode | null>;

/**
 * A remote's surface drawn on the server with the caller's data, read from the API under their
 * session, in the browser's time zone (the kept workspace's cookie). null for a caller without a
 * session, where the surface draws nothing, or when anything fails: the browser renders it.
 */
export function createSurfaceView(apiBase: () => string, draw: DrawSurface) {
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
      const content = await draw({
        session,
        search: page.searchParams,
        read,
        afterDrawing: (cleanup) => cleanups.push(cleanup),
      });
      if (content === null) return null;
      return await renderLoadedForBrowser(
        {
          location: { pathname: page.pathname, search: page.search },
          userAgent: request.userAgent,
          timeZone: keptWorkspaceIn(cookie)?.timeZone,
          nonce: request.nonce,
        },
        content,
      );
    } catch (error) {
      console.warn('The surface was not drawn on the server; the browser draws it', error);
      return null;
    } finally {
      for (const cleanup of cleanups) cleanup();
    }
  };
}
