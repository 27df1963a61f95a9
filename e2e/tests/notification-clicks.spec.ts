import { expect, test, type Page } from '@playwright/test';
import {
  NOTIFICATION_CLICK_MESSAGE,
  PENDING_CLICKS_STORE,
  PENDING_NOTIFICATIONS_DB,
  type NotificationClickTarget,
  type PendingNotificationClick,
} from '@staydesk/contracts';
import type { NotificationFixture } from '../notification-control';
import {
  firstTask,
  reservationViewOf,
  setNotifications,
  signIn,
  someReservation,
} from './fixtures';
import {
  USER,
  LONG_TEXT,
  start,
  bell,
  sidebar,
  openDropdown,
  openSidebar,
  unreadTotal,
} from './notification-helpers';

/**
 * A click on a pushed notification, as the service worker hands it to an open window: kept in
 * the pending store, then announced to the window with the worker's message.
 */
async function clickPushed(page: Page, target: NotificationClickTarget) {
  // The window listens for the worker once it has registered it (when the page is idle).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const click: PendingNotificationClick = {
    notificationId: `e2e-${Date.now()}`,
    target,
    clickedAt: Date.now(),
  };
  await page.evaluate(
    ({ db, store, record, message }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(db, 1);
        request.onupgradeneeded = () =>
          request.result.createObjectStore(store, { keyPath: 'notificationId' });
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const tx = request.result.transaction(store, 'readwrite');
          tx.objectStore(store).put(record);
          tx.oncomplete = () => {
            request.result.close();
            navigator.serviceWorker.dispatchEvent(
              new MessageEvent('message', { data: { type: message } }),
            );
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    {
      db: PENDING_NOTIFICATIONS_DB,
      store: PENDING_CLICKS_STORE,
      record: click,
      message: NOTIFICATION_CLICK_MESSAGE,
    },
  );
}

test.describe('a click on a notification', () => {
  /** Its name, read or not (opening the dropdown marks it read meanwhile), not its Archive button. */
  const opener = (title: string) => new RegExp(`^(Unread: )?${title}$`);

  async function clickInSidebar(page: Page, notification: NotificationFixture) {
    await start(page, [{ title: 'Open me', ...notification }]);
    const panel = await openSidebar(page);
    await panel.getByRole('button', { name: 'Unread: Open me' }).click();
    return panel;
  }

  /** A seeded task, and one notification about it, read from a fresh page. */
  async function startWithTask(page: Page, notification: (taskId: string) => NotificationFixture) {
    await setNotifications(USER, { notifications: [] });
    await signIn(page, USER);
    const task = await firstTask(page);
    await setNotifications(USER, {
      notifications: [{ title: 'Open me', ...notification(task.id) }],
    });
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    return task;
  }

  test('an internal url opens in the app and marks it read', async ({ page }) => {
    await start(page, [
      { type: 'system', title: 'Open me', sourceReference: { url: '/listings' } },
    ]);
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    const panel = await openSidebar(page);
    await panel.getByRole('button', { name: 'Unread: Open me' }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(sidebar(page)).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expect.poll(() => unreadTotal(page)).toBe(0);
  });

  test('a task opens the task panel', async ({ page }) => {
    const task = await startWithTask(page, (taskId) => ({
      type: 'dashboard_assignment',
      sourceType: 'task',
      sourceReference: { taskId },
    }));
    const panel = await openSidebar(page);
    await panel.getByRole('button', { name: 'Unread: Open me' }).click();
    await expect(page).toHaveURL(new RegExp(`task=${task.id}`));
    await expect(page).not.toHaveURL(/marketplace=true/);
    await expect(
      page.getByRole('complementary', { name: 'Task details' }).getByRole('heading', {
        name: task.title,
      }),
    ).toBeVisible();
  });

  test('a task with a bid opens the task with its marketplace', async ({ page }) => {
    const task = await startWithTask(page, (taskId) => ({
      type: 'dashboard_assignment',
      metadata: { taskId, biddedAt: new Date().toISOString() },
    }));
    const panel = await openDropdown(page);
    await panel.getByRole('button', { name: opener('Open me') }).click();
    await expect(page).toHaveURL(new RegExp(`task=${task.id}&marketplace=true`));
    await expect(
      page
        .getByRole('region', { name: 'Marketplace', exact: true })
        .or(page.getByRole('dialog', { name: 'Marketplace', exact: true })),
    ).toBeVisible();
  });

  test('an external link opens in a new tab that cannot reach back', async ({ page, context }) => {
    await context.route('https://partner.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner</h1>' }),
    );
    await start(page, [
      { type: 'listing_updated', title: 'Open me', externalLink: 'https://partner.example/x' },
    ]);
    const panel = await openSidebar(page);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('button', { name: 'Unread: Open me' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://partner.example/x');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(sidebar(page)).toBeVisible();
  });

  test('a reservation opens its details in a dialog', async ({ page }) => {
    const reservation = await someReservation(USER);
    const panel = await clickInSidebar(page, {
      type: 'reservation_confirmed',
      sourceType: 'reservation',
      sourceReference: { reservationId: reservation.id },
    });
    const dialog = page.getByRole('dialog', {
      name: `Reservation ${reservation.confirmationCode}`,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(reservation.guestName);
    await expect(dialog).toContainText('Check-in');
    await expect(dialog).toContainText('Confirmed');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Open me', exact: true })).toBeFocused();
  });

  test('an inquiry opens no reservation dialog, and is marked read', async ({ page }) => {
    const reservation = await someReservation(USER);
    const panel = await clickInSidebar(page, {
      type: 'reservation_request',
      sourceType: 'reservation',
      sourceReference: { reservationId: reservation.id, type: 'inquiry' },
    });
    await expect(panel.getByRole('button', { name: 'Open me', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a thread and a dashboard item open the notification in full', async ({ page }) => {
    await start(page, [
      {
        type: 'message',
        title: 'Message from Sam',
        description: LONG_TEXT,
        sourceReference: { threadId: 'thread-42' },
      },
      {
        type: 'dashboard_assignment',
        title: 'Dashboard item',
        sourceReference: { dashboardItemId: 'item-7' },
        minutesAgo: 5,
      },
    ]);
    const panel = await openDropdown(page);
    await panel.getByRole('button', { name: opener('Message from Sam') }).click();
    const thread = page.getByRole('dialog', { name: 'Message from Sam' });
    await expect(thread).toContainText('cancelled automatically');
    await expect(thread).toContainText('thread-42');
    await expect(thread).toContainText('Open in inbox is not available');
    await page.keyboard.press('Escape');
    await expect(thread).toBeHidden();

    const panelAgain = await openDropdown(page);
    await panelAgain.getByRole('button', { name: opener('Dashboard item') }).click();
    // 'item-7' names no item of the inbox: the notification shows in full, and says so.
    const item = page.getByRole('dialog', { name: 'Dashboard item' });
    await expect(item).toContainText('item-7');
    await expect(item).toContainText('This item is not in your inbox any more');
    await expect(item).not.toContainText('not in Staydesk yet');
  });

  test('a dashboard item of the inbox opens the item itself', async ({ page }) => {
    const task = await startWithTask(page, (taskId) => ({
      type: 'dashboard_assignment',
      sourceReference: { dashboardItemId: `task:${taskId}` },
    }));
    const panel = await openDropdown(page);
    await panel.getByRole('button', { name: opener('Open me') }).click();
    await expect(page).toHaveURL(new RegExp(`task=${task.id}`));
    await expect(
      page.getByRole('complementary', { name: 'Task details' }).getByRole('heading', {
        name: task.title,
      }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a pushed click about an inbox item opens its task or its reservation', async ({ page }) => {
    await setNotifications(USER, { notifications: [] });
    await signIn(page, USER);
    const task = await firstTask(page);
    await clickPushed(page, { dashboardItemId: `task:${task.id}` });
    await expect(page).toHaveURL(new RegExp(`[?&]task=${task.id}`));
    await expect(
      page.getByRole('complementary', { name: 'Task details' }).getByRole('heading', {
        name: task.title,
      }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const reservation = await someReservation(USER);
    await page.goto('/');
    await clickPushed(page, { dashboardItemId: `reservation:${reservation.id}` });
    await expect(page).toHaveURL(new RegExp(`[?&]reservation=${reservation.id}`));
    await expect(reservationViewOf(page)).toContainText(reservation.guestName);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a link naming a reservation, thread or dashboard item opens it over the page', async ({
    page,
  }) => {
    // Where a pushed notification's click lands when it has no page or task of its own.
    const reservation = await someReservation(USER);
    await start(page, []);
    await page.goto(`/?reservation=${reservation.id}`);
    // The shell's reservation view, and nothing else: one reservation, one view.
    const reservationView = reservationViewOf(page);
    await expect(reservationView).toContainText(reservation.guestName);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(reservationView).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    // A link to an inbox item opens the item in its place; one to no item says so.
    const task = await firstTask(page);
    await page.goto(`/?item=task:${task.id}`);
    await expect(
      page.getByRole('complementary', { name: 'Task details' }).getByRole('heading', {
        name: task.title,
      }),
    ).toBeVisible();
    expect(new URL(page.url()).searchParams.get('item')).toBeNull();
    await page.goto('/?item=item-7');
    const missing = page.getByRole('dialog', { name: 'Inbox item' });
    await expect(missing).toContainText('This item is not in your inbox any more');
    await missing.getByRole('button', { name: 'Open the inbox' }).click();
    await expect(missing).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/?thread=thread-42');
    const thread = page.getByRole('dialog', { name: 'Conversation' });
    await expect(thread).toContainText('thread-42');
    await expect(thread).toContainText('Open in inbox is not available');
    await thread.getByRole('button', { name: 'Close' }).first().click();
    await expect(thread).toBeHidden();
    expect(new URL(page.url()).search).toBe('');
  });
});
