interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input, and resumes right after:
 * `scheduler.yield()`, whose continuation runs ahead of other queued work and is not held back
 * in a hidden tab; a timer's turn where the browser has no scheduler (Safari, a test's DOM).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
