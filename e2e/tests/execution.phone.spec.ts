import { expect, test } from '@playwright/test';
import {
  openTaskLink,
  PIXEL_PNG,
  secondBrowser,
  seededTask,
  seriousViolations,
  signIn,
} from './fixtures';

interface ListedTask {
  id: string;
  title: string;
  status: string;
  actual_duration: number | null;
}

test('a cleaner runs a whole task on the phone: an access problem the manager resolves, a photo step, a pause, a break, and completion', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, 'cleaner@demo.test');
  // Not the cleaner's first task of the day, which other tests open.
  const task = await seededTask(page, 'Wash and fold linens');
  await openTaskLink(page, `/?task=${task.id}&execution=true`);
  const view = page.getByRole('dialog', { name: task.title });
  const completeStep = view.getByRole('button', { name: 'Complete Step' });
  const currentStep = (title: string) =>
    expect(view.getByRole('heading', { name: `Current step: ${title}` })).toBeVisible();

  // The cleaner cannot get in: the access problem, with its required photo, blocks the run.
  await view.getByRole('button', { name: 'Report access problem' }).click();
  const report = page.getByRole('form', { name: 'Access Problem' });
  await report
    .getByLabel('Add photos or videos')
    .setInputFiles({ name: 'lockbox.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(report.getByText('lockbox.png')).toBeVisible();
  await report.getByLabel('Description').fill('The lockbox code does not open the door');
  await expect(report.getByLabel('This issue blocks task completion')).toBeChecked();
  await report.getByRole('button', { name: 'Report Issue' }).click();
  await expect(view.getByText('Access Issue - Cannot Continue')).toBeVisible();
  await expect(view.getByRole('button', { name: 'I got in' })).toBeVisible();

  // The manager, on another phone, lets the cleaner in from the Task Issues panel.
  const other = await secondBrowser(browser, testInfo);
  const manager = other.page;
  await signIn(manager, 'owner@demo.test');
  await openTaskLink(manager, `/?task=${task.id}&issues=true`);
  const issues = manager.getByRole('region', { name: 'Task Issues' });
  await expect(issues.getByText('The lockbox code does not open the door')).toBeVisible();
  await issues.getByRole('button', { name: 'Access provided' }).click();
  await expect(issues.getByRole('button', { name: 'Access provided' })).toHaveCount(0);
  await other.context.close();

  // The cleaner's screen leaves communication mode by itself.
  await expect(view.getByText('Access Issue - Cannot Continue')).toHaveCount(0);
  await view.getByRole('button', { name: 'Start Task' }).click();
  await expect(view.getByRole('timer', { name: 'Elapsed time' })).toBeVisible();
  await currentStep('Strip beds and start laundry');
  await completeStep.click();

  await currentStep('Clean bathrooms');
  await expect(view.getByText('Photo Required: Take a photo to verify completion')).toBeVisible();
  await expect(completeStep).toBeDisabled();
  await view
    .getByLabel('Take photo')
    .setInputFiles({ name: 'bathroom.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(view.getByText('Photo taken: bathroom.png')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await completeStep.click();
  await currentStep('Vacuum and mop floors');

  await view.getByRole('button', { name: 'Pause' }).click();
  await expect(view.getByText('Paused')).toBeVisible();
  await view.getByRole('button', { name: 'Resume Task' }).click();
  await expect(view.getByRole('button', { name: 'Pause' })).toBeVisible();

  await view.getByRole('button', { name: 'Take a break' }).click();
  await expect(view.getByRole('timer', { name: 'Break duration' })).toBeVisible();
  await view.getByRole('button', { name: 'Resume Task' }).click();

  for (const title of [
    'Vacuum and mop floors',
    'Empty the dishwasher',
    'Take out trash and recycling',
  ]) {
    await currentStep(title);
    await completeStep.click();
  }
  await expect(view.getByText('5 of 5 steps done')).toBeVisible();
  await view.getByRole('button', { name: 'Complete Task' }).click();
  await expect(view.getByRole('status').filter({ hasText: 'Task completed' })).toBeVisible();
  // The view closes 1.5 s later, taking the task away from the address.
  await expect(page).not.toHaveURL(/task=/);

  const done = await page.request.get(`/api/tasks?taskId=${task.id}`);
  const { task: completed } = (await done.json()) as { task: ListedTask };
  expect(completed.status).toBe('completed');
  expect(completed.actual_duration).toEqual(expect.any(Number));
});
