import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Closes an open popover when the pointer goes down anywhere outside `container`. */
export function useOutsideDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
): void {
  const dismissIfOutside = useEffectEvent((event: PointerEvent) => {
    if (event.target instanceof Node && !container.current?.contains(event.target)) onDismiss();
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: PointerEvent) => dismissIfOutside(event);
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [open]);
}
