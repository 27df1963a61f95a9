import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  NOTIFICATION_PREFERENCES_PATH,
  NOTIFICATION_SETTINGS_PATH,
  PENDING_CLICKS_STORE,
  PENDING_NOTIFICATIONS_DB,
  type NotificationPreferences,
  type PendingNotificationClick,
} from '@staydesk/contracts';
import { firstTask, signIn } from './fixtures';

/** Saves preferences through the API with the page's own session, as the page would. */
async function savePreferences(page: Page, preferences: NotificationPreferences) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === CSRF_COOKIE);
  const response = await page.request.put(NOTIFICATION_PREFERENCES_PATH, {
    headers: { [CSRF_HEADER]: csrf?.value ?? '' },
    data: preferences,
  });
  expect(response.status()).toBe(200);
}

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test.describe('notification settings', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    // Every test starts from nothing set (all on), whatever an earlier run saved.
    await savePreferences(page, {});
  });
  test.afterEach(async ({ page }) => savePreferences(page, {}));

  test('opens from the settings gear, saves a channel and category switches, and keeps them after a reload', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${NOTIFICATION_SETTINGS_PATH}$`));
    await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();

    await checkbox(page, 'SMS').click();
    await checkbox(page, 'Reviews notifications').click();
    await expect(checkbox(page, 'Review reminder')).toBeDisabled();
    await checkbox(page, 'Calendar updated').click();
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();

    await page.reload();
    await expect(checkbox(page, 'Email')).toBeChecked();
    await expect(checkbox(page, 'SMS')).not.toBeChecked();
    await expect(checkbox(page, 'Reviews notifications')).not.toBeChecked();
    await expect(checkbox(page, 'Calendar updated')).not.toBeChecked();
    await expect(checkbox(page, 'Price changed')).toBeChecked();
    const stored = (await (
      await page.request.get(NOTIFICATION_PREFERENCES_PATH)
    ).json()) as NotificationPreferences;
    expect(stored.delivery?.sms).toBe(false);
    expect(stored.groups?.reviews?.enabled).toBe(false);
    expect(stored.groups?.calendar?.types?.calendar_update).toBe(false);
  });

  test('opens from its URL and has no serious accessibility violation', async ({ page }) => {
    await page.goto(NOTIFICATION_SETTINGS_PATH);
    await expect(checkbox(page, 'Email')).toBeVisible();
    // Headless Chromium has no push service, but the page still says where this browser stands.
    await expect(
      page.getByRole('region', { name: 'Push notifications on this browser' }).getByRole('status'),
    ).not.toHaveText('Checking this browser…');

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe('the service worker', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('is registered at /sw.js for the whole app and active', async ({ page, baseURL }) => {
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return {
            scope: registration?.scope,
            script: registration?.active?.scriptURL,
            state: registration?.active?.state,
          };
        }),
      )
      .toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js`, state: 'activated' });

    const script = await page.request.get('/sw.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);
    expect(script.headers()['cache-control']).toBe('no-cache');
  });

  test('a notification click kept while no window was open opens its task at the next start', async ({
    page,
  }) => {
    const task = await firstTask(page);
    // This page looks for kept clicks once idle, with the worker's registration: past that,
    // the click below is kept for the next start only.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const click: PendingNotificationClick = {
      notificationId: `e2e-${Date.now()}`,
      target: { taskId: task.id },
      clickedAt: Date.now(),
    };
    await page.evaluate(
      ({ db, store, record }) =>
        new Promise<void>((resolve, reject) => {
          // The schema the service worker and the shell share (version 1, keyed by notificationId).
          const request = indexedDB.open(db, 1);
          request.onupgradeneeded = () =>
            request.result.createObjectStore(store, { keyPath: 'notificationId' });
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const tx = request.result.transaction(store, 'readwrite');
            tx.objectStore(store).put(record);
            tx.oncomplete = () => {
              request.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { db: PENDING_NOTIFICATIONS_DB, store: PENDING_CLICKS_STORE, record: click },
    );

    await page.goto('/');

    await expect(page).toHaveURL(new RegExp(`[?&]task=${task.id}`));
    await expect(
      page.getByRole('complementary', { name: 'Task details' }).getByRole('heading', {
        name: task.title,
      }),
    ).toBeVisible();
    const pending = () =>
      page.evaluate(
        ({ db, store }) =>
          new Promise<number>((resolve, reject) => {
            const request = indexedDB.open(db);
            request.onerror = () => reject(request.error);
            request.onsuccess = () => {
              const count = request.result.transaction(store).objectStore(store).count();
              count.onsuccess = () => {
                request.result.close();
                resolve(count.result);
              };
            };
          }),
        { db: PENDING_NOTIFICATIONS_DB, store: PENDING_CLICKS_STORE },
      );
    await expect.poll(pending).toBe(0);
  });
});
