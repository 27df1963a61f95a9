import { expect, test, type Page } from '@playwright/test';
import {
  createTask,
  csrfHeaders,
  openTaskLink,
  PIXEL_PNG,
  signIn,
  taskSidebar,
  uniqueTitle,
} from './fixtures';

/** A blocking issue on the task, with a photo uploaded to it as the report form does. */
async function reportBlockingIssue(page: Page, taskId: string): Promise<void> {
  const headers = await csrfHeaders(page);
  const upload = await page.request.post('/api/tasks/messages', {
    headers,
    multipart: { taskId, file: { name: 'leak.png', mimeType: 'image/png', buffer: PIXEL_PNG } },
  });
  expect(upload.ok()).toBe(true);
  const { attachments } = (await upload.json()) as { attachments: Array<{ url: string }> };
  const report = await page.request.post(`/api/tasks/${taskId}/issues`, {
    headers,
    data: {
      type: 'damage',
      description: 'Water under the sink',
      location: 'Kitchen',
      photos: [{ url: attachments[0]!.url }],
      isBlocking: true,
    },
  });
  expect(report.status()).toBe(201);
}

test('a manager opens a blocked task from its banner, resolves the issue and the banner goes', async ({
  page,
}) => {
  await signIn(page);
  const taskId = await createTask(page, { title: uniqueTitle('Fix the sink') });
  await reportBlockingIssue(page, taskId);

  await openTaskLink(page, `/?task=${taskId}`);
  const banner = taskSidebar(page).getByRole('region', { name: 'Blocking issue' });
  await expect(banner).toContainText('Damage Found');
  await banner.getByRole('button', { name: 'View issues' }).click();

  const panel = page.getByRole('region', { name: 'Task Issues' });
  await expect(panel.getByRole('heading', { name: 'Kitchen' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Issue photo' })).toBeVisible();
  await panel.getByRole('button', { name: 'Issue resolved' }).click();

  await expect(banner).toHaveCount(0);
  await expect(panel.getByText('All issues resolved')).toBeVisible();
});
