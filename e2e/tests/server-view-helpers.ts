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

/**
 * The page at `path` as the server sends it once it holds all of `drawn`: a busy machine may
 * leave the page (or a surface) to the browser, as designed, so it is asked again until then.
 */
export async function drawnDocument(
  page: Page,
  path: string,
  ...drawn: string[]
): Promise<{ html: string; cacheControl: string | undefined }> {
  let html = '';
  let cacheControl: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(path);
        html = await response.text();
        cacheControl = response.headers()['cache-control'];
        return drawn.every((part) => html.includes(part));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return { html, cacheControl };
}

/** What a phone shows of that document before any script has arrived. */
export async function showDocument(page: Page, path: string, html: string): Promise<void> {
  const url = new URL(path, 'http://page');
  await page.route(
    (asked) => asked.pathname === url.pathname && asked.search === url.search,
    (route) => route.fulfill({ body: html, contentType: 'text/html' }),
  );
  await page.goto(path);
}
