import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * The shell and every remote mount their own React roots, each wrapped in a provider, but the
 * page needs exactly one reset and one Toaster (every mounted Toaster renders every toast).
 * The design-system is a shared singleton, so this module-level registry spans all roots:
 * the earliest mounted provider still alive owns the page-level pieces.
 */
const owners: object[] = [];
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function usePageLevelOwnership(): boolean {
  const [token] = useState(() => ({}));

  // A layout effect, so the owner re-renders with the reset before the first paint.
  useLayoutEffect(() => {
    owners.push(token);
    notify();
    return () => {
      owners.splice(owners.indexOf(token), 1);
      notify();
    };
  }, [token]);

  return useSyncExternalStore(
    subscribe,
    () => owners[0] === token,
    () => false,
  );
}
