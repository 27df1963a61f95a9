import { useSyncExternalStore } from 'react';
import { bannerStyle } from './banner-style';

const RESTORED_VISIBLE_MS = 3_000;

type Connectivity = 'online' | 'offline' | 'restored';

/**
 * One state for the page, not one per banner: the layout shows a banner of its own until the
 * chrome's banners have loaded, and the one that takes its place must still say 'Connection
 * restored' for what is left of its 3 s.
 */
let justRestored = false;
let restoredTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
const listeners = new Set<() => void>();

const connectivity = (): Connectivity =>
  !navigator.onLine ? 'offline' : justRestored ? 'restored' : 'online';

const setRestored = (restored: boolean) => {
  clearTimeout(restoredTimer);
  justRestored = restored;
  listeners.forEach((notify) => notify());
};

/** The first banner starts listening, for as long as the page lives. */
function subscribe(listener: () => void) {
  if (!listening) {
    listening = true;
    addEventListener('offline', () => setRestored(false));
    addEventListener('online', () => {
      setRestored(true);
      restoredTimer = setTimeout(setRestored, RESTORED_VISIBLE_MS, false);
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * 'No internet connection' while offline, then 'Connection restored' for 3 s. The chrome holds
 * it, not a lazy chunk: it is needed exactly when nothing more can be loaded. A drawn page was
 * drawn online.
 */
export function ConnectivityBanner() {
  const state = useSyncExternalStore(subscribe, connectivity, () => 'online');
  if (state === 'online') return null;
  return (
    <div
      role="status"
      css={{
        ...bannerStyle,
        background: state === 'offline' ? '#fee2e2' : '#dcfce7',
        color: '#0f172a',
      }}
    >
      {state === 'offline' ? 'No internet connection' : 'Connection restored'}
    </div>
  );
}
