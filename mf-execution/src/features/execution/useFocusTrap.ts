import { useEffect, type RefObject } from 'react';
import { useTakeFocus } from '@staydesk/design-system/panels';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab cycling inside `container`, focuses it once painted, brings focus
 * lost with a removed element back to it and gives focus back on unmount. Focus moved away by
 * something else (the palette opening on top) is left alone, so two traps never fight.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>): void {
  useTakeFocus(container);
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const cycle = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === node)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    node.addEventListener('keydown', cycle);
    // A screen that replaces another (the issue report closing, a break ending) takes the
    // focused button with it, and focus falls to the page: Tab and Escape would leave the view.
    const refocus = new MutationObserver(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) node.focus({ preventScroll: true });
    });
    refocus.observe(node, { childList: true, subtree: true });
    return () => {
      node.removeEventListener('keydown', cycle);
      refocus.disconnect();
    };
  }, [container]);
}
