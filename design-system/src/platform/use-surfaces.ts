import { useSyncExternalStore } from 'react';
import { readSurfaces, type SurfaceState } from '@staydesk/contracts';

/**
 * Calls back on every change of the location, until the returned function is called. single-spa
 * announces its own navigations as routing events; the browser's back and forward arrive as
 * popstate.
 */
export function onLocationChange(listener: () => void): () => void {
  const events = ['popstate', 'single-spa:routing-event'];
  events.forEach((event) => addEventListener(event, listener));
  return () => events.forEach((event) => removeEventListener(event, listener));
}

/**
 * The current path or query, kept in step with history (a string, so renders stay stable). The
 * same read serves a server render (whose window holds the request's location) and the
 * browser's hydration of it.
 */
export function useLocationPart(part: 'pathname' | 'search'): string {
  const read = () => window.location[part];
  return useSyncExternalStore(onLocationChange, read, read);
}

/** The URL-driven surfaces (task, marketplace, issues, execution), kept in step with history. */
export function useSurfaces(): SurfaceState {
  return readSurfaces(useLocationPart('search'));
}
