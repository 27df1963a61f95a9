import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signIn } from './fixtures';

const OUTAGE_TEXT = 'Our hosting provider reports degraded performance';

async function clearOutage(page: Page) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token');
  await page.request.delete('/api/system/outage', {
    headers: { 'x-csrf-token': csrf?.value ?? '' },
  });
}

test.describe('banners', () => {
  test('an outage raised on /system shows the banner to everyone, above the content', async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/system');
    try {
      await page.getByLabel('What users should know').fill(OUTAGE_TEXT);
      await page.getByLabel("Provider's status page (optional)").fill('https://status.example.com');
      await page.getByRole('button', { name: 'Raise the outage banner' }).click();
      const banner = page.getByRole('status').filter({ hasText: OUTAGE_TEXT });
      await expect(banner).toBeVisible();
      await expect(
        banner.getByRole('link', { name: "View the provider's status page" }),
      ).toHaveAttribute('href', 'https://status.example.com');
      // It pushes the page down: the header starts below it, nothing is covered.
      const bannerBox = await banner.boundingBox();
      const headerBox = await page.getByRole('banner').boundingBox();
      expect(headerBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height - 1);
      expect(await seriousViolations(page)).toEqual([]);

      // Another user, already signed in elsewhere, sees it too.
      const { baseURL, viewport } = testInfo.project.use;
      const other = await browser.newContext({ baseURL, viewport });
      const cleaner = await other.newPage();
      await signIn(cleaner, 'cleaner@demo.test');
      await expect(cleaner.getByRole('status').filter({ hasText: OUTAGE_TEXT })).toBeVisible();

      await page.getByRole('button', { name: 'Clear the outage banner' }).click();
      await expect(banner).toBeHidden();
      // Live: the other user's banner goes without a reload.
      await expect(cleaner.getByRole('status').filter({ hasText: OUTAGE_TEXT })).toBeHidden();
      await other.close();
    } finally {
      await clearOutage(page);
    }
  });

  test('offline shows "No internet connection", then "Connection restored" for 3 s', async ({
    page,
    context,
  }) => {
    await signIn(page, 'cleaner@demo.test');
    await context.setOffline(true);
    await expect(page.getByText('No internet connection')).toBeVisible();
    await context.setOffline(false);
    const restored = page.getByText('Connection restored');
    await expect(restored).toBeVisible();
    await expect(restored).toBeHidden({ timeout: 4_500 });
  });
});
