import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('API reference', () => {
  test('renders every group of routes from the OpenAPI document, with no console error', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Staydesk API/ })).toBeVisible();
    for (const tag of [
      'auth',
      'commands',
      'notifications',
      'tasks',
      'execution',
      'reservations',
      'user',
    ]) {
      await expect(page.locator(`#operations-tag-${tag}`)).toBeVisible();
    }
    const taskRoutes = page
      .locator('.opblock-tag-section')
      .filter({ has: page.locator('#operations-tag-tasks') });
    // The task domain's routes, its uploads among them, and field execution in a group of its own.
    await expect(
      taskRoutes.locator('.opblock', { hasText: '/api/tasks/messages' }),
    ).not.toHaveCount(0);
    const executionRoutes = page
      .locator('.opblock-tag-section')
      .filter({ has: page.locator('#operations-tag-execution') });
    await expect(
      executionRoutes.locator('.opblock', {
        hasText: 'Starts the run of a task assigned to the caller',
      }),
    ).toHaveCount(1);
    expect(problems).toEqual([]);
    const { violations } = await new AxeBuilder({ page }).include('#api-reference').analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });

  test('the document it reads is served to anyone', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.ok()).toBe(true);
    expect((await response.json()).openapi).toBe('3.1.0');
  });
});
