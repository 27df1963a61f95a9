import { expect, test } from '@playwright/test';
import {
  createTask,
  openTaskLink,
  seriousViolations,
  signIn,
  taskSidebar,
  uniqueTitle,
} from './fixtures';

test('a manager enables the marketplace on an existing task from the sidebar row', async ({
  page,
}) => {
  const title = uniqueTitle('Deep clean the patio');
  await signIn(page, 'owner@demo.test');
  const taskId = await createTask(page, { title, category: 'cleaning' });

  await openTaskLink(page, `/?task=${taskId}`);
  const sidebar = taskSidebar(page);
  const row = sidebar.getByRole('group', { name: 'Marketplace' });
  await expect(row).toContainText('Enable marketplace to receive bids');
  await row.getByRole('button', { name: 'Enable' }).click();

  const panel = page.getByRole('region', { name: 'Marketplace' });
  await expect(panel.getByRole('tab', { name: /^Bids/ })).toBeDisabled();
  await panel.getByRole('button', { name: 'Enable Marketplace' }).click();

  await expect(panel.getByRole('tab', { name: /^Bids/ })).toBeEnabled();
  for (const name of ['Providers', 'Payments', 'Escalations']) {
    await expect(panel.getByRole('tab', { name })).toBeEnabled();
  }
  await expect(row).toContainText('Find providers, manage bids & payments');
  await panel.getByRole('tab', { name: /^Bids/ }).click();
  await expect(panel.getByText('No Bids Yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
