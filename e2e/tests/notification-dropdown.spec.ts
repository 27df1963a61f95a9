import { expect, test } from '@playwright/test';
import {
  LONG_TEXT,
  numbered,
  start,
  bell,
  dropdown,
  rowsOf,
  openDropdown,
  unreadTotal,
} from './notification-helpers';

test.describe('the notification dropdown', () => {
  test('shows the 5 newest, long texts behind Show more, and a way to all of them', async ({
    page,
  }) => {
    await start(page, [
      { type: 'payment_failure', title: 'Guest payment failed', description: LONG_TEXT },
      ...numbered(6).map((fixture, index) => ({ ...fixture, minutesAgo: 10 + index })),
    ]);
    const panel = await openDropdown(page);
    const rows = rowsOf(panel);
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText('Guest payment failed');
    await expect(rows.nth(4)).toContainText('Notification 4');
    await expect(rows.first()).not.toContainText('cancelled automatically');

    await rows.first().getByRole('button', { name: 'Show more' }).click();
    await expect(rows.first()).toContainText('cancelled automatically');
    await rows.first().getByRole('button', { name: 'Show less' }).click();
    await expect(rows.first()).not.toContainText('cancelled automatically');
    await expect(panel.getByRole('button', { name: 'See all notifications' })).toBeVisible();
  });

  test('opening it marks everything but critical notifications as read', async ({ page }) => {
    await start(page, [
      { type: 'payment_failure', title: 'Card declined' },
      ...numbered(2, { type: 'message' }),
    ]);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');

    await openDropdown(page);

    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    expect(await unreadTotal(page)).toBe(1);
    await expect(
      dropdown(page).getByRole('button', { name: 'Unread: Card declined' }),
    ).toBeVisible();
  });

  test('archives a notification from its row', async ({ page }) => {
    await start(page, numbered(2));
    const panel = await openDropdown(page);
    const row = rowsOf(panel).filter({ hasText: 'Notification 1' });
    await row.hover();
    await row.getByRole('button', { name: 'Archive Notification 1' }).click();
    await expect(rowsOf(panel)).toHaveCount(1);
    await expect(rowsOf(panel).first()).toContainText('Notification 2');
  });

  test('says all caught up when there is nothing', async ({ page }) => {
    await start(page, []);
    const panel = await openDropdown(page);
    await expect(panel.getByText('All caught up!')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'See all notifications' })).toBeHidden();
  });
});
