import { useEffect, type RefObject } from 'react';
import { afterNextPaint } from '../scheduling/after-next-paint';

/**
 * Moves focus to `target` once it has been painted, and gives it back on unmount to whatever
 * had it before. Unless something else took focus in between (a field the user clicked), which
 * keeps it. After the paint, so the browser's style pass is not forced in the commit that
 * inserted the target.
 */
export function useTakeFocus(target: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const previouslyFocused = document.activeElement;
    const cancel = afterNextPaint(() => {
      if (document.activeElement === previouslyFocused)
        target.current?.focus({ preventScroll: true });
    });
    return () => {
      cancel();
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected) {
        previouslyFocused.focus({ preventScroll: true });
      }
    };
  }, [target, enabled]);
}
