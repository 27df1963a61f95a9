import { useSyncExternalStore } from 'react';
import { readSurfaces, type SurfaceState } from '@staydesk/contracts';

// single-spa announces its own navigations as routing events; the browser's back and forward
// arrive as popstate.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/**
 * The current path or query, kept in step with history (a string, so renders stay stable). The
 * same read serves a server render (whose window holds the request's location) and the
 * browser's hydration of it.
 */
export function useLocationPart(part: 'pathname' | 'search'): string {
  const read = () => window.location[part];
  return useSyncExternalStore(subscribe, read, read);
}

/** The URL-driven surfaces (task, marketplace, issues, execution), kept in step with history. */
export function useSurfaces(): SurfaceState {
  return readSurfaces(useLocationPart('search'));
}
