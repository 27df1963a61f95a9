import { expect, test, type Page } from '@playwright/test';
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

  test("reads a Lisbon task's due time in the home inbox as Lisbon time, drawn by the server and the browser alike", async ({
    page,
  }) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) {
        hydrationErrors.push(message.text());
      }
    });
    await signIn(page);
    const listingId = await alfamaId(page);
    // Due within the day, so the inbox lists it among the first: in three hours, on the minute.
    const due = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3 * 3_600_000);
    const title = uniqueTitle('Sweep the roof terrace');
    const taskId = await createTask(page, {
      title,
      listingId,
      dueDate: localTimeIn(due, 'Europe/Lisbon'),
    });
    try {
      const row = () =>
        page.getByRole('list', { name: 'Inbox' }).getByRole('listitem').filter({ hasText: title });
      const shown = `Due ${dueText(due, 'Europe/Lisbon')} (Lisbon time)`;
      await page.goto('/');
      await expect(row()).toContainText(shown);
      // Now the browser's zone is known, the server draws the page and the browser takes it over.
      const drawn = await (await page.request.get('/')).text();
      expect(drawn).toContain(shown);
      await page.reload();
      await expect(row()).toContainText(shown);
      await expect(row().getByRole('link')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(hydrationErrors).toEqual([]);
    } finally {
      await updateTask(page, taskId, { status: 'completed' });
    }
  });
});

async function alfamaId(page: Page): Promise<string> {
  const listings = await page.request.get('/api/listings?query=alfama');
  const [listing] = (await listings.json()) as Array<{ id: string }>;
  return listing!.id;
}

/** What an instant reads on a zone's wall clock, as a task's local date-time. */
function localTimeIn(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** An instant as the task surfaces write it in a zone: 'Thu, Dec 10, 10:00 AM'. */
function dueText(instant: Date, zone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(instant);
  const [hours = 0, minutes = 0] = localTimeIn(instant, zone).slice(11).split(':').map(Number);
  const time = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${day}, ${time}`;
}
