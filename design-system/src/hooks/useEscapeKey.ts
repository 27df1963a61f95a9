import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onEscape` for every Escape pressed anywhere on the page while mounted, unless a layer
 * above handled it first (an open dialog or menu marks the event): one Escape closes one layer.
 */
export function useEscapeKey(onEscape: (event: KeyboardEvent) => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) onEscape(event);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
