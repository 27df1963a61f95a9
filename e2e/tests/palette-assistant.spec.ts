import { expect, test, type Page } from '@playwright/test';
import { addLocalDays, instantIn, localDateTimeIn } from '@staydesk/contracts';
import { openTaskLink, seriousViolations, signIn, taskSidebar } from './fixtures';

const QUESTION = 'create a cleaning task for Dune House tomorrow at 10';
const TITLE = 'Cleaning at Dune House';

async function openPalette(page: Page) {
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  // The palette parcel loads after the chrome; press again until it is listening.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return palette;
}

/** The newest task of that title, read with the page's own session. */
async function newestTaskTitled(page: Page, title: string) {
  const response = await page.request.get(
    `/api/tasks?q=${encodeURIComponent(title)}&sort=created_desc&limit=1`,
  );
  expect(response.ok()).toBe(true);
  const { tasks } = (await response.json()) as { tasks: Array<{ id: string; due_date: string }> };
  return tasks[0];
}

test('the offline assistant turns a request into a task the user confirms', async ({ page }) => {
  await signIn(page);
  const before = await newestTaskTitled(page, TITLE);
  const palette = await openPalette(page);
  await palette.getByRole('option', { name: /Ask the AI/ }).click();
  await palette.getByRole('textbox', { name: 'Ask the AI' }).fill(QUESTION);
  await palette.getByRole('textbox', { name: 'Ask the AI' }).press('Control+Enter');

  await expect(palette.getByRole('heading', { name: QUESTION })).toBeVisible();
  await expect(palette.getByText(/^Here is a cleaning task for Dune House, due /)).toBeVisible();
  await expect(palette.getByRole('link', { name: /Dune House/ })).toBeVisible();
  const proposal = palette.getByRole('article', { name: 'Create task' });
  await expect(proposal).toContainText(`Cleaning task '${TITLE}' at Dune House`);
  expect(await seriousViolations(page)).toEqual([]);
  // Proposed is not done: nothing was created before the user confirms.
  expect((await newestTaskTitled(page, TITLE))?.id).toBe(before?.id);

  await proposal.getByRole('button', { name: 'Confirm' }).click();
  await expect(proposal.getByText('Command executed successfully')).toBeVisible();

  const created = await newestTaskTitled(page, TITLE);
  expect(created?.id).not.toBe(before?.id);
  // 'Tomorrow at 10' is read on the listing's clock, not the browser's or the server's.
  const read = await page.request.get(`/api/tasks?taskId=${created!.id}`);
  const { task } = (await read.json()) as { task: { time_zone: string } };
  const today = localDateTimeIn(new Date(), task.time_zone).slice(0, 10);
  const tomorrowAtTen = addLocalDays(
    instantIn(`${today}T10:00`, task.time_zone),
    1,
    task.time_zone,
  );
  expect(new Date(created!.due_date).getTime()).toBe(tomorrowAtTen.getTime());
  await openTaskLink(page, `/?task=${created!.id}`);
  await expect(taskSidebar(page).getByRole('heading', { name: TITLE })).toBeVisible();
});

test('the assistant says plainly when it did not understand', async ({ page }) => {
  await signIn(page);
  const palette = await openPalette(page);
  await palette.getByRole('option', { name: /Ask the AI/ }).click();
  await palette.getByRole('textbox', { name: 'Ask the AI' }).fill('flurb the wibble');
  await palette.getByRole('button', { name: 'Continue' }).click();

  await expect(palette.getByText(/^I did not understand 'flurb the wibble'\./)).toBeVisible();
  await expect(palette.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
});
