import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { WORKSPACE_READY_MARK } from '@staydesk/contracts';
import { appDir, SHELL_PORT } from '../apps';
import { gzipSize } from './sizes';

/**
 * The scripts of this origin the page had asked for when the browser had rendered the shell's
 * chrome (the home page's document carries the server's drawing of it, which the browser then
 * hydrates): the mark the shell sets right after.
 */
const SCRIPTS_BEFORE_CHROME = `(() => {
  const [ready] = performance.getEntriesByName('${WORKSPACE_READY_MARK}');
  if (!ready) return null;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < ready.startTime)
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
    .map((url) => url.pathname);
})()`;

/** Polled from here: the page's policy allows no string evaluation in the page itself. */
async function scriptsBeforeChrome(page: Page): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const scripts = await page.evaluate<string[] | null>(SCRIPTS_BEFORE_CHROME);
    if (scripts) return scripts;
    if (Date.now() > deadline) throw new Error('The shell never rendered its chrome');
    await page.waitForTimeout(50);
  }
}

/**
 * Signs in and loads the shell in Chromium, and adds up (gzip) every script the shell's own
 * origin was asked for before the browser had rendered the chrome: the shell's real critical
 * path. What the page asks for once the chrome is there (single-spa, the Toaster) is not.
 */
export async function shellCriticalPathGzip(
  email: string,
  password: string,
  /** The build the platform serves the shell from. */
  shellDist = path.join(appDir('shell'), 'dist'),
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
    await page.reload();
    const scripts = new Set(await scriptsBeforeChrome(page));
    const sized = [...scripts]
      .map((script) => ({ path: script, gzip: gzipSize(path.join(shellDist, script)) }))
      .sort((a, b) => b.gzip - a.gzip);
    const bytes = sized.reduce((sum, script) => sum + script.gzip, 0);
    return { bytes, files: scripts.size, scripts: sized };
  } finally {
    await browser.close();
  }
}
