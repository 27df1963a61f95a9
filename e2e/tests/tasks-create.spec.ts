import { expect, test } from '@playwright/test';
import { PIXEL_PNG, seriousViolations, signIn, taskSidebar, uniqueTitle } from './fixtures';

test('a task created from a template with its checklist and a photo opens in the sidebar', async ({
  page,
}) => {
  await signIn(page);
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  // The palette parcel loads after the chrome; press again until it is listening.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await palette.getByRole('option', { name: /Create task/ }).click();
  await palette.getByRole('option', { name: 'Skip - Create task without reservation' }).click();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await palette.getByRole('option', { name: 'Open the task creation panel' }).click();
  await expect(page).toHaveURL(/createTask=true/);

  const panel = page.getByRole('dialog', { name: 'Create Task' });
  await expect(panel).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(panel.getByRole('button', { name: 'Create Task' })).toBeDisabled();

  await panel.getByRole('combobox', { name: 'Task Template' }).click();
  await page.getByRole('option', { name: 'Turnover after check-out' }).click();
  const title = panel.getByRole('textbox', { name: 'Title' });
  // Without a reservation the placeholders stay as written.
  await expect(title).toHaveValue('Turnover clean — {listing_name}');
  await expect(panel.getByRole('textbox', { name: 'Item 1' })).toHaveValue(
    'Strip beds and start laundry',
  );
  const name = uniqueTitle('Turnover clean for the test');
  await title.fill(name);

  await panel
    .locator('label', { hasText: 'Add photos' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'front-door.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(panel.getByRole('img', { name: 'front-door.png' })).toBeVisible();

  await panel.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/[?&]task=[a-f0-9]{24}/);

  const sidebar = taskSidebar(page);
  await expect(sidebar.getByRole('heading', { name })).toBeVisible();
  await expect(sidebar.getByText('Strip beds and start laundry')).toBeVisible();
  await expect(sidebar.getByText('Clean and disinfect bathrooms')).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Open photo front-door.png' })).toBeVisible();
});
