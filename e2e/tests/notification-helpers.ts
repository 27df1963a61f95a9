import { expect, type Locator, type Page } from '@playwright/test';
import type { NotificationFixture } from '../notification-control';
import { setNotifications, signIn } from './fixtures';

/**
 * Shared by the dropdown, sidebar and click specs. Every test gives the user a known set of
 * notifications first (through the control server, with the API's own models); the rest of the
 * demo data is left as seeded.
 */
export const USER = 'team_lead@demo.test';
export const LONG_TEXT =
  'The guest payment for reservation HM4X2 failed. Ask the guest to update their card before check-in, or the booking will be cancelled automatically.';

/** Newest first: 'Notification 1' is the newest. */
export const numbered = (count: number, overrides: Partial<NotificationFixture> = {}) =>
  Array.from({ length: count }, (_, index): NotificationFixture => ({
    type: 'reservation_created',
    title: `Notification ${index + 1}`,
    description: `Details of notification ${index + 1}.`,
    minutesAgo: index * 5,
    ...overrides,
  }));

export async function start(page: Page, notifications: NotificationFixture[], generate = 0) {
  await setNotifications(USER, { notifications, generate });
  await signIn(page, USER);
}

export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
export const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Notifications' });
export const rowsOf = (surface: Locator) => surface.getByRole('listitem');

export async function openDropdown(page: Page) {
  await bell(page).click();
  await expect(dropdown(page)).toBeVisible();
  return dropdown(page);
}

/** Opens the sidebar with its shortcut and waits until it shows its list or empty state. */
export async function openSidebar(page: Page) {
  await page.keyboard.press('i');
  const panel = sidebar(page);
  await expect(panel).toBeVisible();
  await expect(
    panel.getByRole('list', { name: /notifications$/ }).or(panel.getByText('All caught up!')),
  ).toBeVisible();
  return panel;
}

export async function unreadTotal(page: Page): Promise<number> {
  const response = await page.request.get('/api/notifications?status=unread&limit=1');
  return ((await response.json()) as { total: number }).total;
}
