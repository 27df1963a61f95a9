import { expect, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './fixtures';

export const KEPT_WORKSPACE_COOKIE = 'staydesk_workspace';

/** Signed in, past the first sign-in's boot loader: the browser now keeps its workspace. */
export async function signInKeepingWorkspace(page: Page, email?: string): Promise<void> {
  await signIn(page, email);
  await expect
    .poll(async () =>
      (await page.context().cookies()).some((cookie) => cookie.name === KEPT_WORKSPACE_COOKIE),
    )
    .toBe(true);
}

/** Resolves once the browser has taken the chrome over (the shell notes it on the page). */
export const chromeTakenOver = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('workspace-ready').length))
    .toBe(1);

export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function withoutScripts(context: BrowserContext, run: (page: Page) => Promise<void>) {
  const browser = context.browser()!;
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: new URL((await context.pages()[0]!.url()) || '/').origin,
    viewport: context.pages()[0]!.viewportSize(),
  });
  await noScript.addCookies(await context.cookies());
  try {
    await run(await noScript.newPage());
  } finally {
    await noScript.close();
  }
}
