import { TASKS_DASHBOARD_PATH } from '@staydesk/contracts';
import { SHELL_PORT } from '../apps';
import { launchBenchBrowser, round, scrollPass, signIn, type ScrollPass } from './sidebar-scroll';

export interface DashboardScrollResult {
  openSeconds: number;
  loadedTasks: number;
  renderedRows: number;
  /** The first pass pages the tasks in as it nears the end; the second has them all. */
  cold: ScrollPass & { pagesFetched: number };
  warm: ScrollPass;
}

const SCROLLER = '[data-testid="task-scroller"]';

/**
 * Opens /tasks/dashboard as a manager whose customer has thousands of tasks and scrolls the
 * list top to bottom twice: first while its pages come in by cursor, then with all of them
 * loaded, reporting Chromium's frame times and how many rows are in the page.
 */
export async function measureDashboardScroll(
  email: string,
  password: string,
): Promise<DashboardScrollResult> {
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, email, password);
    let pagesFetched = 0;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('/api/tasks') && response.request().method() === 'GET')
        pagesFetched += 1;
    });
    const opened = Date.now();
    await page.goto(`http://localhost:${SHELL_PORT}${TASKS_DASHBOARD_PATH}`);
    await page.locator(`${SCROLLER} [data-task-id]`).first().waitFor();
    const openSeconds = round((Date.now() - opened) / 1000);

    const fetchedBefore = pagesFetched;
    const cold = await scrollPass(page, SCROLLER);
    const coldPages = pagesFetched - fetchedBefore;
    await page.waitForTimeout(2_000);
    const warm = await scrollPass(page, SCROLLER);
    const renderedRows = await page.locator(`${SCROLLER} [data-task-id]`).count();
    const loaded = await page.getByRole('button', { name: /^Select all loaded/ }).textContent();
    return {
      openSeconds,
      loadedTasks: Number(/\((\d+)\)/.exec(loaded ?? '')?.[1] ?? 0),
      renderedRows,
      cold: { ...cold, pagesFetched: coldPages },
      warm,
    };
  } finally {
    await browser.close();
  }
}
