import { useEffect, useState } from 'react';

/**
 * False during the render that puts the chrome on the page, true once that frame is painted:
 * a page's own code (a lazy chunk) is asked for then, so it never holds back the first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
