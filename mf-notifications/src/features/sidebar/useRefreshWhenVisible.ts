import { useEffect, useEffectEvent } from 'react';

/** Calls `onVisible` whenever the browser tab comes back into view (spec: shell §4). */
export function useRefreshWhenVisible(onVisible: () => void): void {
  const handle = useEffectEvent(() => {
    if (document.visibilityState === 'visible') onVisible();
  });
  useEffect(() => {
    const listener = () => handle();
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);
}
