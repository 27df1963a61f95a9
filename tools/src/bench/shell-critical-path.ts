import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { appDir, SHELL_PORT } from '../apps';
import { gzipSize } from './sizes';

/**
 * Signs in and loads the shell in Chromium, and adds up (gzip) every script the shell's own
 * origin served before the navigation bar was on screen: the shell's real critical path.
 */
export async function shellCriticalPathGzip(
  email: string,
  password: string,
): Promise<{ bytes: number; files: number }> {
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
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const dist = path.join(appDir('shell'), 'dist');
    const bytes = [...scripts].reduce((sum, script) => sum + gzipSize(path.join(dist, script)), 0);
    return { bytes, files: scripts.size };
  } finally {
    await browser.close();
  }
}
