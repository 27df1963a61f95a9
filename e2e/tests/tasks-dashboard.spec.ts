import { expect, test } from '@playwright/test';
import {
  createTask,
  headerAction,
  openTaskLink,
  seriousViolations,
  signIn,
  taskSidebar,
  uniqueTitle,
} from './fixtures';

test('the dashboard filters from the URL, bulk-assigns the selection and opens a task', async ({
  page,
}) => {
  await signIn(page);
  const batch = `Storm check ${Date.now().toString(36)}`;
  for (const [suffix, priority] of [
    ['roof', 'urgent'],
    ['shed', 'urgent'],
    ['porch', 'low'],
  ] as const) {
    await createTask(page, { title: `${batch} ${suffix}`, priority });
  }

  await page.goto('/tasks/dashboard');
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(batch);
  await expect(page).toHaveURL(/[?&]q=Storm/);
  const rows = page.getByRole('listitem').filter({ hasText: batch });
  await expect(rows).toHaveCount(3);

  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Urgent' }).check();
  await expect(page).toHaveURL(/[?&]priority=urgent/);
  await expect(rows).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  // A reload (or a shared link) shows the same list.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue(batch);
  await expect(page.getByText('Filters (1)')).toBeVisible();
  await expect(rows).toHaveCount(2);

  await page.getByRole('checkbox', { name: `Select ${batch} roof` }).check();
  await page.getByRole('checkbox', { name: `Select ${batch} shed` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected tasks' });
  await expect(toolbar).toContainText('2 selected');
  await toolbar
    .getByRole('combobox', { name: 'Assign to' })
    .selectOption({ label: 'Marco Maintenance' });
  await toolbar.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('2 tasks updated.')).toBeVisible();
  await expect(rows.filter({ hasText: 'Marco Maintenance' })).toHaveCount(2);

  await rows
    .filter({ hasText: `${batch} shed` })
    .getByText(`${batch} shed`)
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]task=[a-f0-9]{24}/);
  await expect(page).toHaveURL(/[?&]priority=urgent/);
  await expect(taskSidebar(page).getByRole('heading', { name: `${batch} shed` })).toBeVisible();
});

test('the Recent Activity sidebar shows the task just opened, and passes axe', async ({ page }) => {
  await signIn(page);
  const title = uniqueTitle('Sweep the terrace');
  const taskId = await createTask(page, { title });
  await openTaskLink(page, `/?task=${taskId}`);
  await expect(taskSidebar(page).getByRole('heading', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(taskSidebar(page)).toBeHidden();

  await headerAction(page, 'Recent activity');
  const recent = page.getByRole('complementary', { name: 'Recent activity' });
  await expect(recent.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(recent.getByRole('listitem').first()).toContainText(title);
  await expect(recent.getByRole('listitem').first()).toContainText('Just now');
  expect(await seriousViolations(page)).toEqual([]);
});
