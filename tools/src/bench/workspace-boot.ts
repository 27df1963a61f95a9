import type { Page } from 'playwright-core';
import { launchBenchBrowser, signIn } from './sidebar-scroll';

const RUNS = 5;
const READY_MARK = 'workspace-ready';

/** The middle of a few runs, rounded to the millisecond. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

/** Milliseconds from the page's navigation to the shell's 'workspace ready' mark. */
async function readyAfterNavigation(page: Page): Promise<number> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, READY_MARK);
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
    READY_MARK,
  );
}

/**
 * The time from navigation to a ready workspace, median of five: cold, the first load after
 * signing in with nothing cached (the boot loader fetches and stores the three items, up to
 * 'Ready!'); warm, a later load with all three kept (the shell opens at once).
 */
export async function measureWorkspaceBoot(
  email: string,
  password: string,
): Promise<{ coldMs: number; warmMs: number }> {
  const browser = await launchBenchBrowser();
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, email, password);
      cold.push(await readyAfterNavigation(page));
      await page.reload();
      warm.push(await readyAfterNavigation(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { coldMs: median(cold), warmMs: median(warm) };
}
