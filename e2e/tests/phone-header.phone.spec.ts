import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signIn } from './fixtures';

// The compact header bar is the phone layout: only the phone project runs this file.

const pageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('the phone header', () => {
  test('its menu holds search and the header links; a cleaner gets no search', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const label of ['Search', 'Create new', 'Notifications', 'System Health', 'Help']) {
      await expect(menu.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole('button', { name: 'Changelog' }).click();
    await expect(pageHeading(page, 'Changelog')).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, 'cleaner@demo.test');
    await page.getByRole('button', { name: 'Menu' }).click();
    const cleanerMenu = page.getByRole('dialog', { name: 'Menu' });
    await expect(cleanerMenu.getByRole('button', { name: 'Help' })).toBeVisible();
    await expect(cleanerMenu.getByRole('button', { name: 'Search' })).toHaveCount(0);
  });
});
