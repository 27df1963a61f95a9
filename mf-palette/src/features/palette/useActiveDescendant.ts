import { useCallback } from 'react';

/**
 * cmdk names the highlighted option in the input's aria-activedescendant only after the
 * arrows moved; the first option highlighted on opening or typing goes unnamed. This keeps
 * the attribute on whichever option is selected, so a screen reader hears it at once.
 * A callback ref: the palette's root comes and goes as steps replace the command list.
 */
export function useActiveDescendant() {
  return useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const sync = () => {
      const input = element.querySelector('[cmdk-input]');
      const selected = element.querySelector('[cmdk-item][aria-selected="true"]');
      if (!input) return;
      if (selected?.id) input.setAttribute('aria-activedescendant', selected.id);
      else input.removeAttribute('aria-activedescendant');
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-selected'],
    });
    return () => observer.disconnect();
  }, []);
}
