import { expect, test, type Page } from '@playwright/test';
import { instantIn } from '@staydesk/contracts';
import {
  createTask,
  openTaskLink,
  seriousViolations,
  signIn,
  taskSidebar,
  uniqueTitle,
} from './fixtures';

async function openNewTask(page: Page, payload: Record<string, unknown>) {
  const taskId = await createTask(page, payload);
  await openTaskLink(page, `/?task=${taskId}`);
  await expect(
    taskSidebar(page).getByRole('heading', { name: String(payload.title) }),
  ).toBeVisible();
  return taskId;
}

async function choose(page: Page, field: string, option: string) {
  const sidebar = taskSidebar(page);
  await sidebar.getByRole('button', { name: new RegExp(`^${field}:`) }).click();
  await page.getByRole('menuitem', { name: option }).click();
  await expect(sidebar.getByRole('button', { name: `${field}: ${option}` })).toBeVisible();
}

test('a link to a task asks for it once, or not at all when the page comes with it drawn', async ({
  page,
}) => {
  await signIn(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tasks?taskId=')) reads.push(request.url());
  });
  const taskId = await openNewTask(page, {
    title: uniqueTitle('Check the smoke alarms'),
    category: 'other',
    priority: 'low',
  });
  // A drawn sidebar is hydrated from the task the page carries; one the server left to the
  // browser reads it.
  const drawn = await page.locator('[data-drawn-surface="TaskSidebar"]').count();
  expect(reads).toEqual(drawn ? [] : [expect.stringContaining(`/api/tasks?taskId=${taskId}`)]);
});

test('a manager edits every field, adds a tag and a subtask, and the task keeps them', async ({
  page,
}) => {
  await signIn(page);
  const title = uniqueTitle('Fix the garden gate');
  const taskId = await openNewTask(page, { title, category: 'other', priority: 'low' });
  const sidebar = taskSidebar(page);
  expect(await seriousViolations(page)).toEqual([]);

  await choose(page, 'Category', 'Maintenance');
  await choose(page, 'Priority', 'High');
  await choose(page, 'Status', 'In progress');

  await sidebar.getByLabel('Due date').fill('2030-05-04T10:30');
  await sidebar.getByRole('button', { name: 'Save due date' }).click();
  await expect(sidebar.getByRole('button', { name: 'Save due date' })).toBeHidden();

  await sidebar.getByRole('combobox', { name: 'Assign to' }).fill('Marco');
  await sidebar.getByRole('option', { name: /Marco Maintenance/ }).click();
  // Once the timeline has it, the sidebar holds the task as saved.
  await expect(
    sidebar
      .getByRole('list', { name: 'Timeline events' })
      .getByText('Assigned to Marco Maintenance'),
  ).toBeVisible();

  const description = sidebar.getByRole('textbox', { name: 'Description' });
  await description.fill('  The latch sticks after rain.  ');
  await description.press('Control+Enter');
  await expect(sidebar.getByRole('button', { name: 'Save description' })).toBeHidden();

  await sidebar.getByLabel('Estimated duration (minutes)').fill('45');
  await sidebar.getByRole('button', { name: 'Save duration' }).click();
  await expect(sidebar.getByRole('button', { name: 'Save duration' })).toBeHidden();

  await sidebar.getByRole('checkbox', { name: 'Requires approval' }).check();
  await expect(sidebar.getByRole('checkbox', { name: 'Requires approval' })).toBeChecked();

  const tagName = `gate ${Date.now().toString(36)}`;
  await sidebar.getByRole('combobox', { name: 'Add a tag' }).fill(tagName);
  await sidebar.getByRole('combobox', { name: 'Add a tag' }).press('Enter');
  await expect(sidebar.getByRole('list', { name: 'Tags' })).toContainText(tagName);

  await sidebar.getByRole('textbox', { name: 'New subtask' }).fill('Buy a new latch');
  await sidebar.getByRole('button', { name: 'Add subtask' }).click();
  await expect(sidebar.getByRole('button', { name: /^Buy a new latch/ })).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: 'Subtasks (1)' })).toBeVisible();

  // What the sidebar shows is what was stored.
  const response = await page.request.get(`/api/tasks?taskId=${taskId}`);
  const { task } = (await response.json()) as {
    task: {
      category: string;
      priority: string;
      status: string;
      due_date: string;
      time_zone: string;
      description: string;
      estimated_duration: number;
      requires_approval: boolean;
      assignedTo: { name: string } | null;
      tags: Array<{ name: string }>;
      subtasks: Array<{ title: string }>;
    };
  };
  expect(task).toMatchObject({
    category: 'maintenance',
    priority: 'high',
    status: 'in_progress',
    description: 'The latch sticks after rain.',
    estimated_duration: 45,
    requires_approval: true,
    assignedTo: { name: 'Marco Maintenance' },
    tags: [{ name: tagName }],
    subtasks: [{ title: 'Buy a new latch' }],
  });
  // The date-time typed is read in the task's zone, whatever the browser's or the server's.
  expect(new Date(task.due_date).getTime()).toBe(
    instantIn('2030-05-04T10:30', task.time_zone).getTime(),
  );
});

test('completion is refused while a required item is open, then allowed once it is ticked', async ({
  page,
}) => {
  await signIn(page);
  const title = uniqueTitle('Close up the cabin');
  await openNewTask(page, {
    title,
    checklist: [
      { text: 'Lock the back door', required: true, section: 'Security' },
      { text: 'Water the plants', required: false, section: 'General' },
    ],
  });
  const sidebar = taskSidebar(page);

  await sidebar.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(
    sidebar.getByText('Complete the required checklist items before completing this task'),
  ).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Status: To do' })).toBeVisible();

  // Ticked once the server has it: the box follows the stored item.
  await sidebar.getByRole('checkbox', { name: 'Lock the back door' }).click();
  await expect(sidebar.getByRole('checkbox', { name: 'Lock the back door' })).toBeChecked();
  await sidebar.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(sidebar.getByRole('button', { name: 'Completed', exact: true })).toBeVisible();
  await expect(
    sidebar.getByText('Complete the required checklist items before completing this task'),
  ).toBeHidden();
});
