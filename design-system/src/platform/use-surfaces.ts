import { useSyncExternalStore } from 'react';
import { readSurfaces, type SurfaceState } from '@staydesk/contracts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const getSearch = () => window.location.search;

/** The URL-driven surfaces (task, marketplace, issues, execution), kept in step with history. */
export function useSurfaces(): SurfaceState {
  const search = useSyncExternalStore(subscribe, getSearch, () => '');
  return readSurfaces(search);
}
