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
  // The property on the same card as everywhere: where it is, how big, who runs it.
  const property = page
    .getByRole('region', { name: 'Property Details' })
    .getByRole('region', { name: 'Property' });
  await expect(property).toContainText('Harbor View Loft');
  await expect(property).toContainText('Portland');
  await expect(property).toContainText('Company');
  await page.keyboard.press('Escape');
  await expect(property).toBeHidden();
  // Start Task is the phone's: on a desktop the provider works from the execution view.
  const start = sidebar.getByRole('button', { name: /^(Start|Resume) Task$/ });
  if (testInfo.project.name === 'phone') await expect(start).toBeVisible();
  else await expect(start).toHaveCount(0);
  await expect(sidebar.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
  await expect(sidebar.getByLabel('Due date')).toHaveCount(0);
  await expect(sidebar.getByRole('button', { name: /^Status:/ })).toHaveCount(0);

  await openTaskLink(page, `/?task=${othersId}`);
  await expect(sidebar.getByRole('alert')).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: others })).toHaveCount(0);
});
