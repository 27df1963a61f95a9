/**
 * Runs `work` once the browser has nothing more urgent to do (after the first paint and the
 * work queued with it), or after `timeoutMs` at the latest. Safari has no requestIdleCallback:
 * there it waits for the next macrotask. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
