import { MOBILE_BREAKPOINT } from '@staydesk/contracts';
import { useSyncExternalStore } from 'react';

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The phone layout, asked once: outside React, where no re-render follows a change. */
export const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * Under 768 px, the product's phone layout (a provider's Start / Resume Task, full-width panels).
 * A server's drawing asks the same query of the window it renders in (server-view's asTheBrowser).
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, isPhone);
}
