import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { appDir, SHELL_PORT } from '../apps';
import { gzipSize } from './sizes';

/**
 * Runs in the page before its own scripts: notes when the navigation bar is first put on the
 * page. A string, because the bench's TypeScript loader wraps functions in a helper the page
 * does not have.
 */
const NAV_WATCH_SCRIPT = `new MutationObserver((_, observer) => {
  if (!document.querySelector('nav[aria-label="Main"]')) return;
  window.navShownAt = performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

/** The scripts of this origin the page had asked for when the navigation bar was put on it. */
const SCRIPTS_BEFORE_NAV = `performance
  .getEntriesByType('resource')
  .filter((entry) => entry.startTime < window.navShownAt)
  .map((entry) => new URL(entry.name))
  .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
  .map((url) => url.pathname)`;

/**
 * Signs in and loads the shell in Chromium, and adds up (gzip) every script the shell's own
 * origin was asked for before the navigation bar was on the page: the shell's real critical
 * path. What the page asks for once the chrome is there (single-spa, the Toaster) is not.
 */
export async function shellCriticalPathGzip(
  email: string,
  password: string,
): Promise<{ bytes: number; files: number; scripts: Array<{ path: string; gzip: number }> }> {
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const base = `http://localhost:${SHELL_PORT}`;
    const page = await browser.newPage();
    await page.goto(`${base}/auth/signin`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/`);
    // Past the first sign-in's boot loader: measured is a load with the workspace kept.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.addInitScript(NAV_WATCH_SCRIPT);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const scripts = new Set(await page.evaluate<string[]>(SCRIPTS_BEFORE_NAV));
    const dist = path.join(appDir('shell'), 'dist');
    const sized = [...scripts]
      .map((script) => ({ path: script, gzip: gzipSize(path.join(dist, script)) }))
      .sort((a, b) => b.gzip - a.gzip);
    const bytes = sized.reduce((sum, script) => sum + script.gzip, 0);
    return { bytes, files: scripts.size, scripts: sized };
  } finally {
    await browser.close();
  }
}
