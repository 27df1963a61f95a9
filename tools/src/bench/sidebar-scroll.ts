import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { BENCH_PASSWORD } from '@staydesk/api/seed';
import { SHELL_PORT } from '../apps';

export interface ScrollPass {
  frames: number;
  frameP50: number;
  frameP95: number;
  frameMax: number;
  longTasks: number;
  longestTask: number;
}

export interface SidebarScrollResult {
  total: number;
  openSeconds: number;
  renderedRows: number;
  /** Pages are fetched as rows come into view: the first pass fetches them, the second has them. */
  cold: ScrollPass & { pagesFetched: number };
  warm: ScrollPass;
}

const SCROLLER = '[data-testid="notification-scroller"]';
/** Pixels per animation frame: a brisk flick through the list. */
const STEP = 240;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
export const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Runs in the page: scrolls the list top to bottom one step per frame and records frame times
 * and long tasks. At the bottom it keeps going while the list says more is loading (an
 * element marked `data-loading-more`), so a list that pages in as it nears its end is scrolled through whole.
 * A string, because the bench's TypeScript loader wraps named functions in a helper the page
 * does not have.
 */
const scrollPassScript = (scroller: string) => `(async () => {
  const element = document.querySelector('${scroller}');
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  element.scrollTop = 0;
  const frames = [];
  const giveUpAt = performance.now() + 180000;
  await new Promise((resolve) => {
    let last = performance.now();
    requestAnimationFrame(function tick(now) {
      frames.push(now - last);
      last = now;
      const atBottom = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
      const loading = element.querySelector('[data-loading-more]') !== null;
      if ((atBottom && !loading) || now > giveUpAt) return resolve();
      element.scrollTop += ${STEP};
      requestAnimationFrame(tick);
    });
  });
  observer.disconnect();
  return { frames: frames.slice(1), longTasks };
})()`;

/** One top-to-bottom pass of the scroller: frame-time percentiles and long tasks. */
export async function scrollPass(page: Page, scroller: string): Promise<ScrollPass> {
  const timing = await page.evaluate<{ frames: number[]; longTasks: number[] }>(
    scrollPassScript(scroller),
  );
  const sorted = [...timing.frames].sort((a, b) => a - b);
  return {
    frames: sorted.length,
    frameP50: round(percentile(sorted, 50)),
    frameP95: round(percentile(sorted, 95)),
    frameMax: round(sorted.at(-1) ?? 0),
    longTasks: timing.longTasks.length,
    longestTask: round(Math.max(0, ...timing.longTasks)),
  };
}

/** A bench browser: the system Chromium where there is one, quiet in the background. */
export const launchBenchBrowser = () =>
  chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });

/** Signs in on the platform's own page and waits for the signed-in layout. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`http://localhost:${SHELL_PORT}/auth/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/**
 * Signs in as a user with thousands of notifications, opens the sidebar with `i` and scrolls
 * it top to bottom twice (pages fetched on the way, then cached), reporting what Chromium's
 * frames and long tasks say about smoothness.
 */
export async function measureSidebarScroll(email: string): Promise<SidebarScrollResult> {
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, email, BENCH_PASSWORD);

    let total = 0;
    let pagesFetched = 0;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('/api/notifications') || response.request().method() !== 'GET')
        return;
      pagesFetched += 1;
      void response.json().then((body: { total: number }) => (total = body.total));
    });
    const opened = Date.now();
    await page.keyboard.press('i');
    await page.locator(`${SCROLLER} [data-index]`).first().waitFor();
    const openSeconds = round((Date.now() - opened) / 1000);

    const fetchedBefore = pagesFetched;
    const cold = await scrollPass(page, SCROLLER);
    await page.waitForTimeout(3_000);
    const coldPages = pagesFetched - fetchedBefore;
    const warm = await scrollPass(page, SCROLLER);
    const renderedRows = await page.locator(`${SCROLLER} [data-index]`).count();
    return {
      total,
      openSeconds,
      renderedRows,
      cold: { ...cold, pagesFetched: coldPages },
      warm,
    };
  } finally {
    await browser.close();
  }
}
