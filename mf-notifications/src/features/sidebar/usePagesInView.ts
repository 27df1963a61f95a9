import { useMemo } from 'react';
import { PAGE_SIZE, pageOffsetOf } from './api';
import { useThrottledValue } from './useThrottledValue';

/** Rows beyond the screen whose page is asked for early, so scrolling rarely meets a gap. */
const PREFETCH_ROWS = 20;
const THROTTLE_MS = 150;

/** The offsets of the pages under the rows on screen, plus a margin either side. */
export function usePagesInView(firstIndex: number, lastIndex: number, total: number): number[] {
  const first = pageOffsetOf(Math.max(0, firstIndex - PREFETCH_ROWS));
  const last = pageOffsetOf(Math.max(0, Math.min(total - 1, lastIndex + PREFETCH_ROWS)));
  const span = useThrottledValue(`${first}:${last}`, THROTTLE_MS);
  return useMemo(() => {
    const [from = 0, to = 0] = span.split(':').map(Number);
    const offsets: number[] = [];
    for (let offset = from; offset <= to; offset += PAGE_SIZE) offsets.push(offset);
    return offsets;
  }, [span]);
}
