import { expect, test } from '@playwright/test';
import {
  createTask,
  openTaskLink,
  secondBrowser,
  signIn,
  taskSidebar,
  teamMemberId,
  uniqueTitle,
  updateTask,
} from './fixtures';

test('a cleaner sees their own task with its start action and not one they are not on', async ({
  page,
  browser,
}, testInfo) => {
  const own = uniqueTitle('Turn the mattresses');
  const others = uniqueTitle('Paint the fence');
  const manager = await secondBrowser(browser, testInfo);
  let ownId: string;
  let othersId: string;
  try {
    await signIn(manager.page);
    const listings = await manager.page.request.get('/api/listings?query=harbor');
    const [listing] = (await listings.json()) as Array<{ id: string; name: string }>;
    ownId = await createTask(manager.page, { title: own, listingId: listing!.id });
    othersId = await createTask(manager.page, { title: others });
    const cleanerId = await teamMemberId(manager.page, 'cleaner@demo.test');
    await updateTask(manager.page, ownId, { assignedTo: cleanerId, roleType: 'cleaner' });
  } finally {
    await manager.context.close();
  }

  await signIn(page, 'cleaner@demo.test');
  await expect(page.getByRole('link', { name: new RegExp(own) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(others) })).toHaveCount(0);

  await page.getByRole('link', { name: new RegExp(own) }).click();
  const sidebar = taskSidebar(page);
  await expect(sidebar.getByRole('heading', { name: own })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Property Details' }).click();
  // The property the provider goes to: its photos, its name and where it is.
  const details = page.getByRole('region', { name: 'Property Details' });
  await expect(details.getByRole('region', { name: 'Property photos' })).toBeVisible();
  await expect(details).toContainText('Harbor View Loft');
  await expect(details.getByRole('region', { name: 'Address' })).toContainText('Portland');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  // The composer's Start Task on every screen, so a provider on a desktop reaches the execution
  // view too; the phone also has one under the task's header.
  const start = sidebar.getByRole('button', { name: /^(Start|Resume) Task$/ });
  await expect(start).toHaveCount(testInfo.project.name === 'phone' ? 2 : 1);
  await expect(sidebar.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
  await expect(sidebar.getByLabel('Due date')).toHaveCount(0);
  await expect(sidebar.getByRole('button', { name: /^Status:/ })).toHaveCount(0);

  await openTaskLink(page, `/?task=${othersId}`);
  await expect(sidebar.getByRole('alert')).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: others })).toHaveCount(0);
});
