import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  createTask,
  holdSession,
  secondBrowser,
  taskSidebar,
  teamMemberId,
  uniqueTitle,
  updateTask,
} from './fixtures';
import {
  consoleErrors,
  drawnDocument,
  showDocument,
  signInKeepingWorkspace,
  withoutScripts,
} from './server-view-helpers';

const DRAWN_SURFACE = '#drawn-surface';

type DrawnHeadings = { drawnHeadings?: Element[] };

/**
 * Opens `path` until the page comes with its surface drawn (a busy machine may leave it to the
 * browser), noting the drawing's headings as the parser reads them, before any script runs.
 */
async function openDrawn(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('drawn-surface-end')) return;
      const headings = document.querySelectorAll('#drawn-surface h1, #drawn-surface h2');
      Object.assign(window, { drawnHeadings: Array.from(headings) });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await expect
    .poll(async () => {
      await page.goto(path);
      return page.evaluate(() => ((window as DrawnHeadings).drawnHeadings ?? []).length > 0);
    })
    .toBe(true);
}

/** The surface's live heading is the node the server drew: it was hydrated, not drawn again. */
async function expectHydrated(page: Page, heading: Locator): Promise<void> {
  await expect(page.locator(`${DRAWN_SURFACE}[inert]`)).toHaveCount(0);
  const kept = await heading.evaluate(
    (element) =>
      element.isConnected && !!(window as DrawnHeadings).drawnHeadings?.includes(element),
  );
  expect(kept).toBe(true);
}

/** React's hydration mismatches, as the console reports them (warnings or errors). */
function hydrationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

test("a task link's sidebar comes drawn by its remote, and the browser hydrates it", async ({
  page,
}) => {
  await signInKeepingWorkspace(page);
  const title = uniqueTitle('Count the towels');
  const id = await createTask(page, { title });
  try {
    const { html } = await drawnDocument(
      page,
      `/?task=${id}`,
      `<div id="drawn-surface" inert>`,
      title,
    );
    // The surface comes first in the document, the home page under it.
    expect(html.indexOf(DRAWN_SURFACE.slice(1))).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain('<nav aria-label="Main"');

    await withoutScripts(page.context(), async (drawn) => {
      await showDocument(drawn, `/?task=${id}`, html);
      await expect(taskSidebar(drawn).getByRole('heading', { name: title })).toBeVisible();
      await expect(taskSidebar(drawn).getByRole('textbox', { name: 'Message' })).toBeVisible();
    });
    // A drawing the browser has not read to its end is not shown: a phone may paint before the
    // parser is through, and the half-read panel would not be the one that stays.
    await withoutScripts(page.context(), async (drawn) => {
      const endMarker = '<i id="drawn-surface-end" hidden></i>';
      expect(html).toContain(endMarker);
      await showDocument(drawn, `/?task=${id}`, html.replace(endMarker, ''));
      await expect(drawn.getByRole('heading', { name: title })).toBeHidden();
      await expect(drawn.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
    });

    const errors = consoleErrors(page);
    const mismatches = hydrationMessages(page);
    await openDrawn(page, `/?task=${id}`);
    const sidebar = taskSidebar(page);
    // One sidebar, the drawing itself: the browser's remote hydrated it, and the panel works.
    await expect(sidebar).toHaveCount(1);
    await expect(sidebar.getByRole('heading', { name: title })).toBeVisible();
    await expectHydrated(page, sidebar.getByRole('heading', { name: title }));
    const message = sidebar.getByRole('textbox', { name: 'Message' });
    await message.fill('On my way');
    await expect(message).toHaveValue('On my way');
    await sidebar.getByRole('button', { name: 'Close task details' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(sidebar).toHaveCount(0);
    await expect(page.locator(DRAWN_SURFACE)).toHaveCount(0);
    // The drawn inbox under the panel comes to life once the panel has closed (a phone's
    // full-width panel covered it until then): its buttons answer.
    await page
      .getByRole('list', { name: 'Inbox' })
      .getByRole('button', { name: /^Remind me later:/ })
      .first()
      .click();
    await expect(page.getByRole('menu', { name: 'Remind me' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'Remind me' })).toHaveCount(0);
    // So does the header's bell, which a phone's panel covered too.
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    expect(errors).toEqual([]);
    expect(mismatches).toEqual([]);
  } finally {
    await updateTask(page, id, { status: 'completed' });
  }
});

/** A new task, assigned to the demo cleaner by a manager in a browser of their own. */
async function cleanersNewTask(browser: Browser, testInfo: TestInfo, title: string) {
  const manager = await secondBrowser(browser, testInfo);
  try {
    await signInKeepingWorkspace(manager.page);
    const id = await createTask(manager.page, { title });
    const cleanerId = await teamMemberId(manager.page, 'cleaner@demo.test');
    await updateTask(manager.page, id, { assignedTo: cleanerId, roleType: 'cleaner' });
    return id;
  } finally {
    await manager.context.close();
  }
}

test('the execution view comes drawn for the cleaner on the task, then works', async ({
  page,
  browser,
}, testInfo) => {
  const title = uniqueTitle('Air the cabin');
  const id = await cleanersNewTask(browser, testInfo, title);

  await signInKeepingWorkspace(page, 'cleaner@demo.test');
  const path = `/?task=${id}&execution=true`;
  const { html } = await drawnDocument(page, path, `<div id="drawn-surface" inert>`, title);
  expect(html).toContain('>Start Task</button>');

  await withoutScripts(page.context(), async (drawn) => {
    await showDocument(drawn, path, html);
    await expect(drawn.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
  });

  const errors = consoleErrors(page);
  const mismatches = hydrationMessages(page);
  const bellScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('__federation_expose_Bell')) bellScripts.push(request.url());
  });
  await openDrawn(page, path);
  const view = page.getByRole('dialog');
  await expect(view).toHaveCount(1);
  await expect(view.getByRole('heading', { name: title })).toBeVisible();
  await expectHydrated(page, view.getByRole('heading', { name: title }));
  await expect(view.getByRole('button', { name: 'Start Task' })).toBeVisible();
  // The view covers the page: the header's bell, which nobody could see, is not even fetched,
  // not even past the 3 s that the bell waits at most for the page's content.
  await page.waitForTimeout(3_500);
  expect(bellScripts).toEqual([]);
  // Closing goes back to the task's sidebar: the browser's view is the one that answers.
  await view.getByRole('button', { name: 'Close task execution' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?task=${id}$`));
  await expect(taskSidebar(page).getByRole('heading', { name: title })).toBeVisible();
  // A phone's full-width sidebar covers the page still; beside a desktop's, the bell comes.
  if (testInfo.project.name === 'phone') expect(bellScripts).toEqual([]);
  else await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  expect(errors).toEqual([]);
  expect(mismatches).toEqual([]);
});

test("a field worker's first sign-in on a task's link opens the drawn execution view at once, and the workspace is kept behind it", async ({
  page,
  browser,
}, testInfo) => {
  const title = uniqueTitle('Sweep the porch');
  const id = await cleanersNewTask(browser, testInfo, title);
  // Signed in, but this browser has never opened the platform: it keeps no workspace.
  await holdSession(page, 'cleaner@demo.test');
  const path = `/?task=${id}&execution=true`;
  const { html } = await drawnDocument(page, path, `<div id="drawn-surface" inert>`, title);
  // The view alone: the home page under it is the browser's to render.
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('data-page-styles');

  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Preparing your workspace...'))
        Object.assign(window, { sawBootLoader: true });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const errors = consoleErrors(page);
  const mismatches = hydrationMessages(page);
  await openDrawn(page, path);
  const view = page.getByRole('dialog');
  await expect(view.getByRole('heading', { name: title })).toBeVisible();
  await expectHydrated(page, view.getByRole('heading', { name: title }));
  await expect(view.getByRole('button', { name: 'Start Task' })).toBeEnabled();
  // The workspace arrives behind the view, without the full-screen loader.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('staydesk.workspaceComplete')), {
      timeout: 20_000,
    })
    .not.toBeNull();
  expect(await page.evaluate(() => 'sawBootLoader' in window)).toBe(false);
  await view.getByRole('button', { name: 'Close task execution' }).click();
  await expect(taskSidebar(page).getByRole('heading', { name: title })).toBeVisible();
  expect(await page.evaluate(() => 'sawBootLoader' in window)).toBe(false);
  expect(errors).toEqual([]);
  expect(mismatches).toEqual([]);
});
