import { expect, test, type Page } from '@playwright/test';
import { localDateTimeIn } from '@staydesk/contracts';
import {
  createTask,
  openTaskLink,
  seriousViolations,
  signIn,
  taskSidebar,
  uniqueTitle,
} from './fixtures';
import { openPalette } from './palette-helpers';

const TEMPLATE_TITLE = 'Turnover clean — {listing_name}';

interface FoundTask {
  id: string;
  title: string;
  due_date: string | null;
  time_zone: string;
  relations: { listing_id: string | null; reservation_id: string | null };
}

/** The caller's tasks whose title or description holds the text, as the API has them now. */
async function tasksMatching(page: Page, text: string): Promise<FoundTask[]> {
  const answer = await page.request.get(`/api/tasks?q=${encodeURIComponent(text)}&limit=100`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { tasks: FoundTask[] }).tasks;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a template picked in the palette opens the creation panel filled in, and creates only once confirmed', async ({
  page,
}) => {
  const before = (await tasksMatching(page, TEMPLATE_TITLE)).length;
  const palette = await openPalette(page);
  await palette.getByRole('option', { name: /Create task/ }).click();
  await palette.getByRole('option', { name: 'Skip - Create task without reservation' }).click();
  await palette.getByRole('option', { name: /Turnover after check-out/ }).click();

  await expect(page).toHaveURL(/createTask=true.*template=/);
  const panel = page.getByRole('dialog', { name: 'Create Task' });
  const title = panel.getByRole('textbox', { name: 'Title' });
  // The template's texts as written: its placeholders are not filled in.
  await expect(title).toHaveValue(TEMPLATE_TITLE);
  await expect(panel.getByRole('combobox', { name: 'Task Template' })).toContainText(
    'Turnover after check-out',
  );
  await expect(panel.getByRole('textbox', { name: 'Item 1' })).toHaveValue(
    'Strip beds and start laundry',
  );
  // The due date the template gives is shown before anything is created, for the user to check.
  const dueDate = panel.getByLabel('Due Date', { exact: true });
  await expect(dueDate).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  const shownDue = await dueDate.inputValue();
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing is created by picking the template.
  expect((await tasksMatching(page, TEMPLATE_TITLE)).length).toBe(before);

  const name = uniqueTitle('Turnover checked before creating');
  await title.fill(name);
  await panel.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task created successfully!')).toBeVisible();
  await expect(taskSidebar(page).getByRole('heading', { name })).toBeVisible();
  expect((await tasksMatching(page, TEMPLATE_TITLE)).length).toBe(before);
  // The created task is due when the panel said, to the minute, in the task's own zone.
  await expect(taskSidebar(page).getByLabel('Due date', { exact: true })).toHaveValue(shownDue);
  const [created] = await tasksMatching(page, name);
  expect(created?.due_date).not.toBeNull();
  expect(localDateTimeIn(new Date(created?.due_date ?? ''), created?.time_zone ?? '')).toBe(
    shownDue,
  );
});

test('a task created without a reservation gets the listing picked in the panel', async ({
  page,
}) => {
  await page.goto('/tasks/dashboard?createTask=true');
  const panel = page.getByRole('dialog', { name: 'Create Task' });
  await panel.getByRole('searchbox', { name: 'Listing' }).fill('Dune');
  await panel.getByRole('button', { name: /^Dune House/ }).click();

  const property = panel.getByRole('region', { name: 'Property' });
  await expect(property).toContainText('Dune House');
  await expect(property).toContainText('Ogunquit');
  expect(await seriousViolations(page)).toEqual([]);
  const name = uniqueTitle('Fix the outdoor shower');
  await panel.getByRole('textbox', { name: 'Title' }).fill(name);
  await panel.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task created successfully!')).toBeVisible();

  const [created] = await tasksMatching(page, name);
  expect(created?.relations.reservation_id).toBeNull();
  const listing = await page.request.get(`/api/listings/${created?.relations.listing_id}`);
  expect(((await listing.json()) as { listing: { name: string } }).listing.name).toBe('Dune House');
});

test("the tag field's Add tag button adds the typed tag", async ({ page }) => {
  const taskId = await createTask(page, { title: uniqueTitle('Tag me'), category: 'other' });
  await openTaskLink(page, `/tasks/dashboard?task=${taskId}`);
  const sidebar = taskSidebar(page);
  const tagName = `pool ${Date.now().toString(36)}`;
  await sidebar.getByRole('combobox', { name: 'Add a tag' }).fill(tagName);
  await sidebar.getByRole('button', { name: 'Add tag' }).click();

  await expect(sidebar.getByRole('list', { name: 'Tags' })).toContainText(tagName);
  await expect(sidebar.getByRole('combobox', { name: 'Add a tag' })).toHaveValue('');
});

test("the sidebar's Manage templates page adds, changes and deletes a checklist template", async ({
  page,
}) => {
  await page.goto('/settings/tasks/checklists');
  await expect(page.getByRole('heading', { name: 'Checklist templates', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Checklist templates' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const name = uniqueTitle('Hot tub check');
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('form', { name: 'New template' });
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(form.getByRole('alert')).toHaveText('A template needs a title');
  await form.getByRole('textbox', { name: 'Template name' }).fill(name);
  await form.getByRole('combobox', { name: 'Category' }).selectOption('maintenance');
  await form.getByRole('textbox', { name: 'Item 1', exact: true }).fill('Test the water');
  await form.getByRole('checkbox', { name: 'Required' }).check();
  await form.getByRole('button', { name: 'Add item' }).click();
  await form.getByRole('textbox', { name: 'Item 2', exact: true }).fill('Replace the filter');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save template' }).click();

  const row = list.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('2 items · Maintenance');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await edit.getByRole('button', { name: 'Remove item 2' }).click();
  await edit.getByRole('button', { name: 'Save template' }).click();
  await expect(row).toContainText('1 item · Maintenance');

  // The task creation panel offers it at once.
  const templates = await page.request.get('/api/tasks/checklists/templates');
  const stored = ((await templates.json()) as { templates: Array<{ title: string }> }).templates;
  expect(stored.map((template) => template.title)).toContain(name);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await row.getByRole('button', { name: 'Delete template' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});
