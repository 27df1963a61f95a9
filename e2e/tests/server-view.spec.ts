import { expect, test, type Page } from '@playwright/test';
import { createTask, uniqueTitle, updateTask } from './fixtures';
import {
  chromeTakenOver,
  consoleErrors,
  drawnDocument,
  KEPT_WORKSPACE_COOKIE,
  showDocument,
  signInKeepingWorkspace,
  withoutScripts,
} from './server-view-helpers';

const inbox = (page: Page) => page.getByRole('list', { name: 'Inbox' });

test("a return visit's home page comes drawn by the server and comes to life in place", async ({
  page,
}) => {
  await signInKeepingWorkspace(page);
  const title = (await inbox(page).getByRole('link').first().locator('span').first().innerText())
    .trim()
    .split('\n')[0]!;

  const { html, cacheControl } = await drawnDocument(page, '/', '<nav aria-label="Main"', title);
  expect(cacheControl).toBe('private, no-cache');
  expect(html).not.toContain('rel="preload" as="script"');

  // What a phone shows before any script has arrived: the chrome and the inbox.
  await withoutScripts(page.context(), async (drawn) => {
    await showDocument(drawn, '/', html);
    await expect(drawn.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Every navigation link is drawn (the browser measures which fit later), none past the
    // screen's edge: on a phone the page would otherwise widen and shrink to show them.
    expect(await drawn.evaluate(() => document.documentElement.scrollWidth)).toBe(
      drawn.viewportSize()!.width,
    );
    await expect(drawn.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
    await expect(
      inbox(drawn)
        .getByRole('link', { name: new RegExp(title) })
        .first(),
    ).toBeVisible();
  });

  const errors = consoleErrors(page);
  const inboxReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dashboard/items') inboxReads.push(request.url());
  });
  await page.goto('/', { waitUntil: 'commit' });
  const drawnRow = await inbox(page).getByRole('link').first().elementHandle();
  await chromeTakenOver(page);
  await page.waitForLoadState('networkidle');
  // Taken over, not replaced: the row drawn by the server is the one on the page, and it works.
  expect(await drawnRow!.evaluate((row) => row.isConnected)).toBe(true);
  await page.keyboard.press('j');
  await expect(inbox(page).getByRole('link').first()).toBeFocused();
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toHaveCount(1);
  // The items came with the page: the browser does not read them again.
  expect(inboxReads).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("the server writes the dates as the browser does, in the browser's time zone", async ({
    page,
  }) => {
    await signInKeepingWorkspace(page);
    const title = uniqueTitle('Count the linen');
    const id = await createTask(page, { title, dueDate: '2019-01-07T09:30' });
    try {
      const errors = consoleErrors(page);
      await page.goto('/');
      await chromeTakenOver(page);
      const row = inbox(page).getByRole('link', { name: new RegExp(title) });
      const due = /Due [^\n]+/.exec(await row.innerText())?.[0];
      expect(due).toMatch(/Due .*\d:\d\d [AP]M/);
      // The server wrote it as the browser in New York does (its own clock is another zone's).
      const html = await (await page.request.get('/')).text();
      expect(html).toContain(title);
      expect(html).toContain(due);
      expect(errors).toEqual([]);
    } finally {
      await updateTask(page, id, { status: 'completed' });
    }
  });
});

test('signing out forgets the kept workspace: the next sign-in is not drawn by the server', async ({
  page,
}) => {
  await signInKeepingWorkspace(page);
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
  expect(
    (await page.context().cookies()).filter((cookie) => cookie.name === KEPT_WORKSPACE_COOKIE),
  ).toEqual([]);
});
