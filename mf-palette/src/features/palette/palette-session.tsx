import {
  RESERVATION_VIEW_PARAM,
  reservationViewSearch,
  type CreateTaskContext,
  type PlatformApi,
} from '@staydesk/contracts';
import { createContext, useContext } from 'react';

/** Where the palette was opened: what the page already shows need not be asked again. */
export interface PalettePageContext {
  path: string;
  /** The task open in its sidebar (?task=). */
  taskId: string | null;
  /** The reservation open in its view (?reservation=). */
  reservationId: string | null;
  /** The listing whose page is open (/listings/{id}). */
  listingId: string | null;
}

export function readPageContext(
  location: Pick<Location, 'pathname' | 'search'>,
): PalettePageContext {
  const params = new URLSearchParams(location.search);
  const listingPage = /^\/listings\/([^/]+)/.exec(location.pathname);
  return {
    path: location.pathname,
    taskId: params.get('task') || null,
    reservationId: params.get(RESERVATION_VIEW_PARAM) || null,
    listingId: listingPage?.[1] ? decodeURIComponent(listingPage[1]) : null,
  };
}

/** What the palette's steps need from around them. */
export interface PaletteSession {
  platform: PlatformApi;
  page: PalettePageContext;
  close(): void;
  /** Opens the tasks remote's creation panel for what the steps chose. */
  createTask(context: Partial<CreateTaskContext>): void;
  /** Leaves for a page or view, closing the palette. */
  open(path: string): void;
}

const PaletteSessionContext = createContext<PaletteSession | null>(null);
export const PaletteSessionProvider = PaletteSessionContext.Provider;

export function usePaletteSession(): PaletteSession {
  const session = useContext(PaletteSessionContext);
  if (!session) throw new Error('usePaletteSession needs a PaletteSessionProvider');
  return session;
}

/** The reservation view on the current page: ?reservation={id} added to its path and query. */
export function reservationViewPath(
  location: Pick<Location, 'pathname' | 'search'>,
  id: string,
): string {
  return `${location.pathname}${reservationViewSearch(location.search, id)}`;
}
