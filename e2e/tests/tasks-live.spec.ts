import { expect, test } from '@playwright/test';
import {
  createTask,
  openTaskLink,
  secondBrowser,
  setNotifications,
  signIn,
  taskSidebar,
  uniqueTitle,
} from './fixtures';

test('a comment that mentions a colleague reaches their notifications', async ({
  page,
  browser,
}, testInfo) => {
  const colleague = 'user@demo.test';
  await setNotifications(colleague, { notifications: [] });
  const other = await secondBrowser(browser, testInfo);
  try {
    await signIn(other.page, colleague);
    await expect(other.page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      'Notifications',
    );

    await signIn(page);
    const title = uniqueTitle('Check the gutters');
    const taskId = await createTask(page, { title });
    await openTaskLink(page, `/?task=${taskId}`);
    const message = taskSidebar(page).getByRole('textbox', { name: 'Message' });
    await message.pressSequentially('@Uma');
    await expect(page.getByRole('listbox', { name: 'People and groups' })).toContainText(
      'Uma Manager',
    );
    await message.press('Enter');
    await message.pressSequentially('please look at the downpipe too');
    await message.press('Control+Enter');
    await expect(message).toHaveValue('');
    await expect(taskSidebar(page).getByText(/please look at the downpipe too/)).toBeVisible();

    const bell = other.page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    await expect(other.page.getByRole('dialog', { name: 'Notifications' })).toContainText(
      `Avery Admin mentioned you on ${title}`,
    );
  } finally {
    await other.context.close();
  }
});

test('a second browser on the same task sees each change without a reload', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  const title = uniqueTitle('Replace the smoke alarm battery');
  const taskId = await createTask(page, {
    title,
    checklist: [{ text: 'Test the alarm', required: true, section: 'Safety' }],
  });
  const other = await secondBrowser(browser, testInfo);
  try {
    await signIn(other.page, 'team_lead@demo.test');
    await openTaskLink(other.page, `/?task=${taskId}`);
    const watched = taskSidebar(other.page);
    await expect(watched.getByRole('heading', { name: title })).toBeVisible();

    await openTaskLink(page, `/?task=${taskId}`);
    const sidebar = taskSidebar(page);
    await sidebar.getByRole('button', { name: /^Priority:/ }).click();
    await page.getByRole('menuitem', { name: 'Urgent' }).click();
    await expect(watched.getByRole('button', { name: 'Priority: Urgent' })).toBeVisible();

    await sidebar.getByRole('checkbox', { name: 'Test the alarm' }).click();
    await expect(watched.getByRole('checkbox', { name: 'Test the alarm' })).toBeChecked();

    const description = sidebar.getByRole('textbox', { name: 'Description' });
    await description.fill('The hallway one chirps at night.');
    await description.press('Control+Enter');
    await expect(watched.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'The hallway one chirps at night.',
    );

    const message = sidebar.getByRole('textbox', { name: 'Message' });
    await message.fill('Battery bought, fitting it tomorrow.');
    await message.press('Control+Enter');
    await expect(watched.getByText('Battery bought, fitting it tomorrow.')).toBeVisible();
  } finally {
    await other.context.close();
  }
});
