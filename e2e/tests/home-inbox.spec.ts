import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  createTask,
  secondBrowser,
  seriousViolations,
  signIn,
  uniqueTitle,
  updateTask,
} from './fixtures';
import { bell } from './notification-helpers';

/** Long overdue, so the test's tasks rank at the top of the admin's inbox. */
const LONG_AGO = '2019-01-07T09:00';

const inbox = (page: Page) => page.getByRole('list', { name: 'Inbox' });

/**
 * The home page with its inbox live. On a return visit the server draws it, and its keys and
 * buttons work once the browser has taken it over: the header's bell follows the live inbox.
 */
async function openHome(page: Page, how: 'goto' | 'reload' = 'goto') {
  await (how === 'goto' ? page.goto('/') : page.reload());
  await expect(bell(page)).toBeVisible();
}
const itemLink = (page: Page, title: string) =>
  inbox(page).getByRole('link', { name: new RegExp(title) });

async function statusOf(page: Page, taskId: string): Promise<string> {
  const response = await page.request.get(`/api/tasks?taskId=${taskId}`);
  return ((await response.json()) as { task: { status: string } }).task.status;
}

/** E on a desktop, the row's Done button on a phone: both mark done. */
async function markDone(page: Page, title: string, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: `Mark done: ${title}` }).tap();
  } else {
    await itemLink(page, title).focus();
    await page.keyboard.press('e');
  }
}

/** The items left the list; the undo of the change brings them back. */
async function undoBringsBack(page: Page, message: string, titles: readonly string[]) {
  for (const title of titles) await expect(itemLink(page, title)).toHaveCount(0);
  const undo = page.getByRole('status').filter({ hasText: message });
  await undo.getByRole('button', { name: 'Undo' }).click();
  for (const title of titles) await expect(itemLink(page, title)).toBeVisible();
}

async function openReminders(page: Page, title: string, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: `Remind me later: ${title}` }).tap();
  } else {
    await itemLink(page, title).focus();
    await page.keyboard.press('h');
  }
  return page.getByRole('menu', { name: 'Remind me' });
}

test.describe('the home inbox', () => {
  const created: string[] = [];
  test.afterEach(async ({ page }) => {
    // Done, so the next test's items are the top ones again.
    for (const id of created.splice(0)) await updateTask(page, id, { status: 'completed' });
  });

  test('E marks one item done and Undo brings it back', async ({ page }, testInfo) => {
    await signIn(page);
    const title = uniqueTitle('Restock the towels');
    const id = await createTask(page, { title, dueDate: LONG_AGO });
    created.push(id);
    await openHome(page);
    await expect(itemLink(page, title)).toContainText('Overdue');

    await markDone(page, title, testInfo);
    await expect(itemLink(page, title)).toHaveCount(0);
    const undo = page.getByRole('status').filter({ hasText: 'Marked done' });
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect(itemLink(page, title)).toBeVisible();
    await expect.poll(() => statusOf(page, id)).toBe('todo');

    // Left alone, the undo goes after 3.5 s and the task stays completed.
    await markDone(page, title, testInfo);
    await expect(undo).toBeVisible();
    await expect.poll(() => statusOf(page, id)).toBe('completed');
    expect(await seriousViolations(page)).toEqual([]);
    await expect(undo).toHaveCount(0, { timeout: 5_000 });
    await openHome(page, 'reload');
    await expect(inbox(page)).toBeVisible();
    await expect(itemLink(page, title)).toHaveCount(0);
  });

  test('H hides an item until a preset day, and Undo removes the reminder', async ({
    page,
  }, testInfo) => {
    await signIn(page);
    const title = uniqueTitle('Check the smoke alarm');
    created.push(await createTask(page, { title, dueDate: LONG_AGO }));
    await openHome(page);

    const menu = await openReminders(page, title, testInfo);
    await expect(menu.getByRole('menuitem')).toContainText([
      /^Tomorrow/,
      /^Next week/,
      /^This weekend/,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: /^Tomorrow/ }).click();
    await expect(itemLink(page, title)).toHaveCount(0);
    const undo = page.getByRole('status').filter({ hasText: /^Reminder set for/ });
    await expect(undo).toBeVisible();
    await openHome(page, 'reload');
    await expect(inbox(page)).toBeVisible();
    await expect(itemLink(page, title)).toHaveCount(0);

    // 'Last used' now stands for tomorrow.
    const other = uniqueTitle('Oil the hinges');
    created.push(await createTask(page, { title: other, dueDate: LONG_AGO }));
    await expect(itemLink(page, other)).toBeVisible();
    const again = await openReminders(page, other, testInfo);
    await expect(again.getByRole('menuitem').first()).toContainText('Last used (Tomorrow)');
    await page.keyboard.press('Escape');
    await expect(again).toHaveCount(0);

    await openHome(page);
    const set = await openReminders(page, other, testInfo);
    await set.getByRole('menuitem', { name: /^Next week/ }).click();
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(itemLink(page, other)).toBeVisible();
  });

  test('a selection is marked done, reminded and undone together', async ({ page }, testInfo) => {
    await signIn(page);
    const first = uniqueTitle('Sweep the deck');
    const second = uniqueTitle('Wash the windows');
    created.push(await createTask(page, { title: first, dueDate: LONG_AGO }));
    created.push(await createTask(page, { title: second, dueDate: '2019-01-07T09:01' }));
    await openHome(page);
    await expect(itemLink(page, second)).toBeVisible();

    if (testInfo.project.name === 'phone') {
      await page.getByRole('checkbox', { name: `Select ${first}` }).tap();
      await page.getByRole('checkbox', { name: `Select ${second}` }).tap();
    } else {
      await itemLink(page, first).focus();
      await page.keyboard.press('Shift+ArrowDown');
    }
    const toolbar = page.getByRole('toolbar', { name: 'Selected items' });
    await expect(toolbar).toContainText('2 selected');
    if (testInfo.project.name === 'phone')
      await toolbar.getByRole('button', { name: 'Mark done' }).tap();
    else await page.keyboard.press('e');
    await undoBringsBack(page, '2 items marked done', [first, second]);

    await page.getByRole('checkbox', { name: `Select ${first}` }).click();
    await page.getByRole('checkbox', { name: `Select ${second}` }).click({ modifiers: ['Shift'] });
    await toolbar.getByRole('button', { name: 'Remind me later' }).click();
    await page
      .getByRole('menu', { name: 'Remind me' })
      .getByRole('menuitem', { name: /^This weekend/ })
      .click();
    await undoBringsBack(page, '2 reminders set', [first, second]);
  });

  test("another user's change shows in the inbox without a reload", async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page);
    await expect(inbox(page)).toBeVisible();
    const owner = await secondBrowser(browser, testInfo);
    try {
      await signIn(owner.page, 'owner@demo.test');
      const title = uniqueTitle('Replace the doormat');
      const id = await createTask(owner.page, { title, dueDate: LONG_AGO });
      created.push(id);
      await expect(itemLink(page, title)).toBeVisible();
      await updateTask(owner.page, id, { status: 'completed' });
      await expect(itemLink(page, title)).toHaveCount(0);
    } finally {
      await owner.context.close();
    }
  });
});
