import { expect, test, type Page } from '@playwright/test';
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
        .getByRole('region', { name: 'Marketplace' })
        .or(page.getByRole('dialog', { name: 'Marketplace' })),
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
    const item = page.getByRole('dialog', { name: 'Dashboard item' });
    await expect(item).toContainText('item-7');
    await expect(item).toContainText('Open on the dashboard is not available');
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

    await page.goto('/?thread=thread-42');
    const thread = page.getByRole('dialog', { name: 'Conversation' });
    await expect(thread).toContainText('thread-42');
    await expect(thread).toContainText('Open in inbox is not available');
    await thread.getByRole('button', { name: 'Close' }).first().click();
    await expect(thread).toBeHidden();
    expect(new URL(page.url()).search).toBe('');
  });
});
