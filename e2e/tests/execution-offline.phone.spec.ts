import { expect, test, type Page } from '@playwright/test';
import { openTaskLink, PIXEL_PNG, seededTask, signIn } from './fixtures';

interface Step {
  id: string;
  title: string;
  completed: boolean;
  photo_required: boolean;
  photo_id?: string | null;
}

interface ReadTask {
  id: string;
  title: string;
  status: string;
  checklist: Step[];
  attachments: { id: string }[];
}

async function readTask(page: Page, id: string): Promise<ReadTask> {
  const response = await page.request.get(`/api/tasks?taskId=${id}`);
  return ((await response.json()) as { task: ReadTask }).task;
}

test('a cleaner works a task with no signal, reloads offline, and every change arrives once when the network returns', async ({
  page,
  context,
}) => {
  await signIn(page, 'cleaner@demo.test');
  // The cleaner's own task of today that no other test runs.
  const task = await readTask(page, (await seededTask(page, 'Mid-stay refresh')).id);
  expect(task.checklist.some((step) => step.photo_required)).toBe(true);
  // The worker keeps the app once it controls the page: the next page is kept with its reads.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await openTaskLink(page, `/?task=${task.id}&execution=true`);
  const view = page.getByRole('dialog', { name: task.title });
  await expect(view.getByRole('button', { name: 'Start Task' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(view.getByRole('button', { name: 'Start Task' })).toBeVisible();

  await view.getByRole('button', { name: 'Start Task' }).click();
  await expect(view.getByRole('timer', { name: 'Elapsed time' })).toBeVisible();
  const completeStep = view.getByRole('button', { name: 'Complete Step' });
  // Up to and including the first step that needs a photo.
  for (const step of task.checklist.slice(
    0,
    task.checklist.findIndex((s) => s.photo_required) + 1,
  )) {
    await expect(view.getByRole('heading', { name: `Current step: ${step.title}` })).toBeVisible();
    if (step.photo_required) {
      await view
        .getByLabel('Take photo')
        .setInputFiles({ name: 'offline.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    }
    await completeStep.click();
  }
  await view.getByRole('button', { name: 'Pause' }).click();
  await expect(view.getByText('Paused')).toBeVisible();
  await view.getByRole('button', { name: 'Resume Task' }).click();
  await expect(view.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(
    view.getByRole('status').filter({ hasText: /\d+ changes waiting to sync/ }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(view.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible({
    timeout: 15_000,
  });

  const after = await readTask(page, task.id);
  const photoIndex = task.checklist.findIndex((s) => s.photo_required);
  const done = after.checklist.slice(0, photoIndex + 1);
  expect(done.every((step) => step.completed)).toBe(true);
  expect(after.checklist.slice(photoIndex + 1).every((step) => !step.completed)).toBe(true);
  const photoId = after.checklist[photoIndex]?.photo_id;
  expect(photoId).toEqual(expect.any(String));
  // One photo stored, however often the queue was replayed.
  expect(after.attachments.filter(({ id }) => id === photoId)).toHaveLength(1);
  const run = await page.request.get(`/api/tasks/execution/${task.id}`);
  const { executionState } = (await run.json()) as {
    executionState: { current_state: string; completed_items: string[] };
  };
  expect(executionState.current_state).toBe('active');
  expect(executionState.completed_items).toEqual(done.map((step) => step.id));
});
