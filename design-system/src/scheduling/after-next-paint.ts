/**
 * Runs `work` once the next frame has been painted, after the browser's own style and layout
 * pass, instead of forcing that pass inside the task that has just changed the page (a focus
 * moved in the commit that inserted a panel recalculated the page's styles there: one long task
 * on a phone). Returns a cancel function.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
