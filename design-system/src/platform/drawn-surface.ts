import { useLayoutEffect, useState } from 'react';
import { DRAWN_SURFACE_ID } from '@staydesk/contracts';

/** Takes away the surface the server drew: the browser's own render is there now, or none is. */
export const removeDrawnSurface = (): void => document.getElementById(DRAWN_SURFACE_ID)?.remove();

const surfaceIsDrawn = () =>
  typeof document !== 'undefined' && document.getElementById(DRAWN_SURFACE_ID) !== null;

/**
 * For a surface the server may have drawn (see contracts' DRAWN_SURFACE_ID). While the drawing
 * covers it, answers true: the surface renders nothing of its own (a loading state under the
 * drawing would be a second landmark of the same name). Once it shows its content (or its
 * error), the drawing goes in the same commit.
 */
export function useDrawnSurfaceHandover(contentShown: boolean): boolean {
  // There when the surface first renders, or never: the edge draws only with the page.
  const [drawn] = useState(surfaceIsDrawn);
  useLayoutEffect(() => {
    if (contentShown) removeDrawnSurface();
  }, [contentShown]);
  return drawn && !contentShown;
}
