import { useEffect, useState } from 'react';
import { bannerStyle } from './banner-style';

const RESTORED_VISIBLE_MS = 3_000;

/**
 * 'No internet connection' while offline, then 'Connection restored' for 3 s. The chrome holds
 * it, not a lazy chunk: it is needed exactly when nothing more can be loaded.
 */
export function ConnectivityBanner() {
  const [state, setState] = useState<'online' | 'offline' | 'restored'>(
    navigator.onLine ? 'online' : 'offline',
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setState('offline');
    };
    const online = () => {
      setState('restored');
      timer = setTimeout(() => setState('online'), RESTORED_VISIBLE_MS);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
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
