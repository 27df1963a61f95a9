import { HISTORY_SIDEBAR_ID } from '@staydesk/contracts';
import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes the sidebar when the pointer goes down outside it. Its toggle is left to toggle: were
 * it counted as outside, a click on it would close the sidebar and open it again at once.
 */
export function useOutsideClick(container: RefObject<HTMLElement | null>, onOutside: () => void) {
  const handle = useEffectEvent((event: PointerEvent) => {
    if (!(event.target instanceof Element)) return;
    if (container.current?.contains(event.target)) return;
    if (event.target.closest(`[aria-controls="${HISTORY_SIDEBAR_ID}"]`)) return;
    onOutside();
  });
  useEffect(() => {
    const listener = (event: PointerEvent) => handle(event);
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, []);
}
