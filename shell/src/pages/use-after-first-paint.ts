import { startTransition, useEffect, useState } from 'react';

/**
 * False during the render that puts the chrome on the page, true once that frame is painted:
 * a page's own code (a lazy chunk) is asked for then, so it never holds back the first paint.
 * The render that follows is a transition, which React splits into slices of a few
 * milliseconds: as an ordinary update it re-rendered the chrome in one piece, a task of 40 to
 * 70 ms on a phone's CPU.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
