import { useLayoutEffect, useState } from 'react';
import { DRAWN_SURFACE_ID } from '@staydesk/contracts';

/**
 * Inside the shell's DRAWN_SURFACE_ID element, the drawing itself: the element the remote's root
 * hydrates, named by the surface's module and the task it shows.
 */
export const DRAWN_ROOT_ATTRIBUTE = 'data-drawn-surface';
export const DRAWN_TASK_ATTRIBUTE = 'data-drawn-task';
/** The reads the drawing was rendered from, as the API answered them (a data block, never run). */
export const DRAWN_READS_ATTRIBUTE = 'data-drawn-reads';
/** Set on DRAWN_SURFACE_ID once a remote's root has hydrated the drawing: it is the surface now. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** What a drawing of a task's surface was rendered from: the API's answers, as it gave them. */
export interface DrawnReads {
  /** The answer of GET /api/tasks?taskId= (`taskOf` reads the task from it). */
  task: unknown;
  alongside: unknown[];
}

const drawingElement = () =>
  typeof document === 'undefined' ? null : document.getElementById(DRAWN_SURFACE_ID);

/** Takes away the surface the server drew: the browser's own render is there now, or none is. */
export const removeDrawnSurface = (): void => drawingElement()?.remove();

const drawnRootOf = (surface: string) =>
  drawingElement()?.querySelector<HTMLElement>(`[${DRAWN_ROOT_ATTRIBUTE}="${surface}"]`) ?? null;

/** The reads a drawing of this surface carries, for the remote's store before it hydrates. */
export function drawnReads(surface: string): DrawnReads | null {
  const block = drawnRootOf(surface)?.nextElementSibling;
  if (!block?.hasAttribute(DRAWN_READS_ATTRIBUTE)) return null;
  try {
    return JSON.parse(block.textContent ?? '') as DrawnReads;
  } catch {
    return null;
  }
}

/**
 * The drawing of this surface about this task, for its remote's first mount to hydrate: it is
 * marked as the surface from then on. null when the page has none,
 * it shows another task or it was taken already: the remote then renders afresh and the
 * drawing is replaced.
 */
export function takeDrawingToHydrate(surface: string, taskId: string | null): HTMLElement | null {
  const drawing = drawingElement();
  const root = drawnRootOf(surface);
  if (!drawing || !root || drawing.hasAttribute(HYDRATED_ATTRIBUTE)) return null;
  if (taskId === null || root.getAttribute(DRAWN_TASK_ATTRIBUTE) !== encodeURIComponent(taskId))
    return null;
  if (!drawnReads(surface)) return null;
  drawing.setAttribute(HYDRATED_ATTRIBUTE, '');
  return root;
}

const drawingToReplace = () => {
  const drawing = drawingElement();
  return drawing && !drawing.hasAttribute(HYDRATED_ATTRIBUTE) ? drawing : null;
};

/** Its content has hydrated: its controls answer now, so they may be used. */
const takeOver = () => {
  const drawing = drawingElement();
  if (drawing?.hasAttribute(HYDRATED_ATTRIBUTE)) drawing.removeAttribute('inert');
  else drawing?.remove();
};

/**
 * For a surface the server may have drawn (see contracts' DRAWN_SURFACE_ID) and that did not
 * hydrate it. While the drawing covers it, answers true: the surface renders nothing of its own
 * (a loading state under the drawing would be a second landmark of the same name). Once it shows
 * its content (or its error), the drawing goes in the same commit. A surface that hydrated the
 * drawing is the drawing: nothing covers it, and once its content has hydrated it stops being
 * inert.
 */
export function useDrawnSurfaceHandover(contentShown: boolean): boolean {
  // There when the surface first renders, or never: the edge draws only with the page.
  const [drawn] = useState(() => drawingToReplace() !== null);
  useLayoutEffect(() => {
    if (contentShown) takeOver();
  }, [contentShown]);
  return drawn && !contentShown;
}
