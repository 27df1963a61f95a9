import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './fixtures';

const CLEANER = 'cleaner@demo.test';
const ADDRESSES = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi;

test.describe('pages a role may not use', () => {
  test('a cleaner typing /team, /reservations or /finance is told plainly, and reads no colleague’s address', async ({
    page,
  }) => {
    await signIn(page, CLEANER);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [path, label] of [
      ['/team', 'Team'],
      ['/reservations', 'Reservations'],
      ['/finance', 'Finance'],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
      ).toBeVisible();
      await expect(
        page.getByText(`Your role (Cleaner) cannot open the ${label} page.`, { exact: false }),
      ).toBeVisible();
      await expect(page.getByText(/Failed to load/)).toHaveCount(0);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      const shown = (await page.locator('body').innerText()).match(ADDRESSES) ?? [];
      expect(shown.filter((address) => address.toLowerCase() !== CLEANER)).toEqual([]);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
