import { expect, test } from '@playwright/test';
import {
  createTask,
  openTaskLink,
  seriousViolations,
  signIn,
  taskSidebar,
  uniqueTitle,
  updateTask,
} from './fixtures';

test.describe('a host in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("sees and sets a Lisbon property's due time in Lisbon time, and is told so", async ({
    page,
  }) => {
    await signIn(page);
    const listings = await page.request.get('/api/listings?query=alfama');
    const [listing] = (await listings.json()) as Array<{ id: string }>;
    const title = uniqueTitle('Water the terrace plants');
    const taskId = await createTask(page, {
      title,
      listingId: listing!.id,
      dueDate: '2030-12-10T10:00',
    });
    try {
      await openTaskLink(page, `/?task=${taskId}`);
      const sidebar = taskSidebar(page);
      await expect(sidebar.getByRole('heading', { name: title })).toBeVisible();
      const due = sidebar.getByLabel('Due date');
      await expect(due).toHaveValue('2030-12-10T10:00');
      await expect(due).toHaveAccessibleDescription('Lisbon time');
      expect(await seriousViolations(page)).toEqual([]);

      await due.fill('2030-12-11T09:30');
      await sidebar.getByRole('button', { name: 'Save due date' }).click();
      await expect(sidebar.getByRole('button', { name: 'Save due date' })).toBeHidden();
      const read = await page.request.get(`/api/tasks?taskId=${taskId}`);
      const { task } = (await read.json()) as { task: { due_date: string } };
      // 9:30 in Lisbon in December is 9:30 UTC, whatever the browser's zone and the server's.
      expect(task.due_date).toBe('2030-12-11T09:30:00.000Z');

      await page.goto(`/tasks/dashboard?q=${encodeURIComponent(title)}`);
      await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toContainText(
        'Wed, Dec 11, 9:30 AM (Lisbon time)',
      );
    } finally {
      await updateTask(page, taskId, { status: 'completed' });
    }
  });
});
