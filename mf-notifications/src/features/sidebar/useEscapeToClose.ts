import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Escape closes the sidebar when focus is in it or nowhere in particular. Whatever else claims
 * Escape first (a dialog, the dropdown, the task sidebar) marks the event handled, and focus in
 * another surface leaves it to that surface.
 */
export function useEscapeToClose(
  container: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const target = event.target;
    const inside = target instanceof Node && container.current?.contains(target);
    const nowhere = target === document.body || target === document.documentElement;
    if (!inside && !nowhere) return;
    event.preventDefault();
    onClose();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
