import { useEffect, useRef } from 'react';

/**
 * Closes a popover on Escape or on a press outside it, and moves focus to its first control
 * when it opens.
 */
export function useDismiss<Element extends HTMLElement>(onClose: () => void) {
  const popover = useRef<Element>(null);
  useEffect(() => {
    popover.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      const trigger = popover.current?.parentElement;
      if (trigger && !trigger.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose]);
  return popover;
}
