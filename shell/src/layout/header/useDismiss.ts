import { useEffect, useRef } from 'react';

/**
 * Closes a popover on Escape or on a press outside it, and moves focus to its first control
 * when it opens. Escape gives the focus back to what had it (the popover's button); a press
 * outside leaves it where the user pressed.
 */
export function useDismiss<Element extends HTMLElement>(onClose: () => void) {
  const popover = useRef<Element>(null);
  // The latest onClose, without opening the popover again (and stealing focus) on a re-render.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const opener = document.activeElement;
    popover.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close.current();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      const trigger = popover.current?.parentElement;
      if (trigger && !trigger.contains(target)) close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);
  return popover;
}
