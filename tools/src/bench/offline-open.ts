import { SHELL_PORT } from '../apps';
import { launchBenchBrowser, signIn } from './sidebar-scroll';
import { median } from './workspace-boot';

const RUNS = 5;
const GOAL_MS = 1_000;
const PROVIDER = 'cleaner@demo.test';
/** One of the provider's tasks of today, ready to start (demo data). */
const TASK = 'Mid-stay refresh';

/**
 * The time to open the execution view with the network off, in Chromium on a 390 px phone:
 * the provider opens a task of today online once (the worker installed and in control), then
 * with the network off the page is loaded again; the figure is the median of five, from the
 * page's start to the view's Start or Resume button on screen.
 */
export async function measureOfflineOpen(password: string): Promise<{ medianMs: number }> {
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page, PROVIDER, password);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const listed = await page.request.get(`http://localhost:${SHELL_PORT}/api/tasks?limit=50`);
    const { tasks } = (await listed.json()) as { tasks: { id: string; title: string }[] };
    const task = tasks.find(({ title }) => title.startsWith(TASK));
    if (!task) throw new Error(`${PROVIDER} has no task '${TASK}'`);
    await page.goto(`http://localhost:${SHELL_PORT}/?task=${task.id}&execution=true`);
    const control = page.getByRole('dialog').getByRole('button', { name: /^(Start|Resume) Task$/ });
    await control.waitFor();
    await context.setOffline(true);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.reload();
      await control.waitFor();
      runs.push(await page.evaluate(() => performance.now()));
    }
    return { medianMs: median(runs) };
  } finally {
    await browser.close();
  }
}

export const offlineOpenLine = ({ medianMs }: { medianMs: number }) =>
  `Execution view with the network off, worker installed (goal <= ${GOAL_MS} ms after the page starts), median of ${RUNS}: ${medianMs} ms`;
