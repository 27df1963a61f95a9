import { MOBILE_BREAKPOINT } from '@staydesk/contracts';
import { useSyncExternalStore } from 'react';

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * A server render has no screen: it goes by the User-Agent (see server-view's asTheBrowser), as
 * phones' browsers name themselves 'Mobile' and tablets' do not.
 */
const drawnForPhone = () => typeof navigator !== 'undefined' && /\bMobile\b/.test(navigator.userAgent);

/** Under 768 px, the product's phone layout (a provider's Start / Resume Task, full-width panels). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    drawnForPhone,
  );
}
