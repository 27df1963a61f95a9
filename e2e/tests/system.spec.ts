import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './fixtures';

test.describe('system health', () => {
  test('shows the API, database, job runner and each remote with its active version', async ({
    page,
  }) => {
    await signIn(page, 'cleaner@demo.test');
    await page.goto('/system');
    await expect(page.getByRole('heading', { name: 'System health' })).toBeVisible();
    const services = page.getByRole('table', { name: 'Services' });
    for (const service of ['API', 'Database', 'Job runner']) {
      await expect(
        services.getByRole('row', { name: new RegExp(`^${service} Operational`) }),
      ).toBeVisible();
    }
    const parts = page.getByRole('table', { name: 'Application parts (active versions)' });
    for (const remote of [
      'mf-notifications',
      'mf-palette',
      'mf-tasks',
      'mf-marketplace',
      'mf-execution',
    ]) {
      await expect(parts.getByRole('row', { name: new RegExp(`^${remote} \\S+`) })).toBeVisible();
    }
    // Outage controls are for admins only.
    await expect(page.getByRole('heading', { name: 'Outage banner' })).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
