import { useEffect, useEffectEvent } from 'react';

/** Calls `onEscape` for every Escape pressed anywhere on the page while mounted. */
export function useEscapeKey(onEscape: (event: KeyboardEvent) => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape(event);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
