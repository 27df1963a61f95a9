import { useCallback, useRef, useState } from 'react';

const optionValues = (list: Element) =>
  [...list.querySelectorAll('[cmdk-item]:not([data-disabled="true"])')].map(
    (option) => option.getAttribute('data-value') ?? '',
  );

/**
 * cmdk, told not to filter, keeps whichever option it met last highlighted when the options
 * change. This makes the first option the highlighted one whenever the set of options changes
 * (the palette opens, the text changes, search results arrive), and leaves the arrows alone
 * otherwise. Returns the controlled value and a callback ref for the list.
 */
export function useFirstOptionSelected() {
  const [value, setValue] = useState('');
  // Outside the ref: cmdk merges refs anew on each render, so the callback runs again.
  const seen = useRef<string | null>(null);
  const listRef = useCallback((list: HTMLDivElement | null) => {
    if (!list) return;
    const sync = () => {
      const values = optionValues(list);
      const signature = values.join('\n');
      if (signature === seen.current) return;
      seen.current = signature;
      setValue(values[0] ?? '');
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(list, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, []);
  return { value, onValueChange: setValue, listRef };
}
