import { useDeferredValue } from 'react';

/**
 * A query's data, held back on its first arrival until React has rendered it as a deferred
 * update. A store update renders at once and in one piece; a deferred one React splits into
 * slices of a few milliseconds, so a surface's content arriving does not hold a phone's main
 * thread for 100 ms. Later changes (an edit, a live update) show at once.
 */
export function useFirstArrivalInSlices<T>(data: T | undefined): T | undefined {
  const arrived = useDeferredValue(data) !== undefined;
  return arrived ? data : undefined;
}
