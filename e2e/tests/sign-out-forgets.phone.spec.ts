import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../ports';
import { openTaskLink, seededTask, signIn } from './fixtures';

const KEPT_CACHES = ['staydesk-api-reads', 'staydesk-pages'];

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The tasks kept for today on the phone; null once the database is gone. */
const keptTodayCount = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map(({ name }) => name);
    if (!names.includes('staydesk-today')) return null;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('staydesk-today');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const count = open.result.transaction('tasks').objectStore('tasks').count();
        count.onsuccess = () => {
          open.result.close();
          resolve(count.result);
        };
      };
    });
  });

/** How many kept pages and reads are about this task (its page, its read, its run). */
const keptAbout = (page: Page, taskId: string) =>
  page.evaluate(async (id) => {
    let count = 0;
    for (const name of ['staydesk-pages', 'staydesk-api-reads']) {
      if (!(await caches.has(name))) continue;
      const requests = await (await caches.open(name)).keys();
      count += requests.filter((request) => request.url.includes(id)).length;
    }
    return count;
  }, taskId);

/** The field actions of this user still waiting on the phone. */
const waitingActionsOf = (page: Page, userId: string) =>
  page.evaluate(
    (user) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('staydesk-field');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result
            .transaction('queue')
            .objectStore('queue')
            .index('byUser')
            .count(user);
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
    userId,
  );

/** Signed in, with the page under the service worker, which keeps what it reads from now on. */
async function signInUnderTheWorker(page: Page, email: string) {
  await signIn(page, email);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

async function signOutFromTheMenu(page: Page) {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

test("signing out deletes the cleaner's kept pages, reads and day from the phone", async ({
  page,
}) => {
  await signInUnderTheWorker(page, 'cleaner@demo.test');
  // Opened again under the worker: the page and its reads are kept, and the day is kept.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect.poll(() => cacheNames(page)).toEqual(expect.arrayContaining(KEPT_CACHES));
  await expect.poll(() => keptTodayCount(page)).toBeGreaterThan(0);

  await signOutFromTheMenu(page);
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const left = await cacheNames(page);
  expect(left).not.toContain('staydesk-api-reads');
  expect(left).not.toContain('staydesk-pages');
  expect(await keptTodayCount(page)).toBeNull();
});

test('signing in after a session that expired deletes what the phone kept of the one before', async ({
  page,
}) => {
  await signInUnderTheWorker(page, 'cleaner@demo.test');
  // The cleaner opens a task of theirs under the worker: its page and reads are kept.
  const task = await seededTask(page, 'Mid-stay refresh');
  await openTaskLink(page, `/?task=${task.id}&execution=true`);
  await expect(page.getByRole('dialog', { name: task.title })).toBeVisible();
  await expect.poll(() => keptAbout(page, task.id)).toBeGreaterThan(0);

  // The session ends on the server without a sign-out on this phone; someone else signs in.
  await page.context().clearCookies({ name: 'sid' });
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill('maintenance@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await keptAbout(page, task.id)).toBe(0);
});

test('signing out with changes waiting to sync asks first, and the changes stay on the phone', async ({
  page,
}) => {
  await signIn(page, 'cleaner@demo.test');
  const session = await page.request.get('/api/auth/session');
  const { user } = (await session.json()) as { user: { id: string } };
  const task = await seededTask(page, 'Mid-stay refresh');
  // The API refuses every execution write for now: the change waits on the phone.
  await page.route('**/api/tasks/execution/**', (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'Service unavailable' } },
        }),
  );
  await openTaskLink(page, `/?task=${task.id}&execution=true`);
  const view = page.getByRole('dialog', { name: task.title });
  // Whatever state an earlier test left the run in, its first control makes a change.
  await view.getByRole('button', { name: /^(Start Task|Pause)$/ }).click();
  await expect(view.getByRole('status').filter({ hasText: /waiting to sync/ })).toBeVisible();
  const waiting = await waitingActionsOf(page, user.id);
  expect(waiting).toBeGreaterThan(0);

  await page.goto('/');
  await signOutFromTheMenu(page);
  const confirm = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(
    confirm.getByText(
      waiting === 1
        ? '1 change is waiting to sync. It will be sent when you sign in again on this device.'
        : `${waiting} changes are waiting to sync. They will be sent when you sign in again on this device.`,
    ),
  ).toBeVisible();
  // The focus stays in the dialog.
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await signOutFromTheMenu(page);
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
  expect(await waitingActionsOf(page, user.id)).toBe(waiting);
});
