import { maxLengthOf, tagNameSchema, type Task } from '@staydesk/contracts';
import { fakePlatform, renderSurface } from '@staydesk/design-system/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as tasksApi } from '../task-api';
import { blockedTaskFixture, busyTaskFixture, taskFixture } from './fixtures';
import { serveTaskApi, setViewportWidth } from './sidebar-testing';
import { TaskSidebar } from './TaskSidebar';

beforeEach(() => {
  window.history.replaceState(null, '', '/?task=task-1');
  setViewportWidth(1280);
});

function open(task: Task, ...routes: Parameters<typeof serveTaskApi>[1][]) {
  const api = serveTaskApi(() => task, ...routes);
  const platform = fakePlatform('owner');
  renderSurface(<TaskSidebar platform={platform} />, tasksApi);
  return { api, platform };
}

const tagNamed = (name: string, index: number) => ({
  id: `tag-${index}`,
  name,
  color: '#22c55e',
  count: index,
});

test('tag suggestions leave out the task’s tags and show at most 8', async () => {
  const tags = [
    tagNamed('Guest request', 1),
    ...Array.from({ length: 10 }, (_, index) => tagNamed(`Deep clean ${index}`, index + 2)),
  ];
  const { api } = open(busyTaskFixture, (request) =>
    request.search.get('fetchTags') ? { body: { tags } } : undefined,
  );

  const input = await screen.findByRole('combobox', { name: 'Add a tag' });
  await userEvent.click(input);
  const list = await screen.findByRole('listbox', { name: 'Add a tag' });
  await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(8));
  expect(within(list).queryByText('Guest request')).not.toBeInTheDocument();

  await userEvent.type(input, 'zebra');
  expect(list).toHaveTextContent('No available tags');

  await userEvent.click(screen.getByRole('radio', { name: 'Colour 12 of 16' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toEqual({
    tagOperation: 'add',
    tagName: 'zebra',
    tagColor: '#6366f1',
  });
});

test('tag suggestions and checklist templates say they are loading until they arrive', async () => {
  let answerTags: () => void = () => undefined;
  let answerTemplates: () => void = () => undefined;
  const { api } = open(
    busyTaskFixture,
    (request) =>
      request.search.get('fetchTags')
        ? new Promise((resolve) => {
            answerTags = () => resolve({ body: { tags: [tagNamed('Deep clean', 5)] } });
          })
        : undefined,
    (request) =>
      request.path === '/api/tasks/checklists/templates'
        ? new Promise((resolve) => {
            answerTemplates = () => resolve({ body: { templates: [] } });
          })
        : undefined,
  );

  const input = await screen.findByRole('combobox', { name: 'Add a tag' });
  await userEvent.click(input);
  expect(await screen.findByRole('listbox', { name: 'Add a tag' })).toHaveTextContent(
    'Loading tags…',
  );
  const templates = screen.getByRole('combobox', { name: 'Add from a template' });
  expect(templates).toHaveDisplayValue('Loading templates…');

  // Asked for once the browser is idle; answered only now.
  const asked = (path: string, query?: string) =>
    api.sent.some((request) => request.path === path && (!query || request.search.has(query)));
  await waitFor(() => expect(asked('/api/tasks', 'fetchTags')).toBe(true));
  await waitFor(() => expect(asked('/api/tasks/checklists/templates')).toBe(true));
  answerTags();
  answerTemplates();
  expect(await screen.findByRole('option', { name: /Deep clean/ })).toBeVisible();
  await waitFor(() => expect(templates).toHaveDisplayValue('Choose a template'));
});

test('a tag name stops at the 20 characters its schema allows, and a blank one is refused', async () => {
  const { api } = open(taskFixture);
  const name = await screen.findByRole('combobox', { name: 'Add a tag' });
  expect(name).toHaveAttribute('maxlength', String(maxLengthOf(tagNameSchema)));

  await userEvent.type(name, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A tag needs a name');
  expect(api.patches()).toHaveLength(0);

  await userEvent.type(name, 'A much too long tag name');
  expect(name).toHaveValue('   A much too long t');
  await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toMatchObject({ tagName: 'A much too long t' });
});

test('a tag is removed by its button', async () => {
  const { api } = open(busyTaskFixture);

  await userEvent.click(await screen.findByRole('button', { name: 'Remove tag Guest request' }));

  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toEqual({ tagOperation: 'remove', tagId: 'tag-1' });
});

test('the timeline shows 5 events, newest first, until expanded', async () => {
  open(busyTaskFixture);

  const events = await screen.findByRole('list', { name: 'Timeline events' });
  const entries = () => events.querySelectorAll(':scope > li');
  expect(entries()).toHaveLength(5);
  expect(entries()[0]).toHaveTextContent('Sofa is stained, @Casey Cleaner can you check?');
  expect(within(events).getByText('@Casey Cleaner')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Show 2 more' }));

  expect(entries()).toHaveLength(7);
  expect(within(events).getByText('Change 6')).toBeVisible();
});

test('the same-day check-in banner gives the arrival time and the guests', async () => {
  open(busyTaskFixture);

  const banner = await screen.findByRole('region', { name: 'Same-day check-in' });
  expect(banner).toHaveTextContent('guests arrive at 4:00 PM (4 guests)');
});

test('no banner when the next guests arrive another day', async () => {
  open({ ...busyTaskFixture, nextReservation: null });

  await screen.findByRole('region', { name: 'Details' });
  expect(screen.queryByRole('region', { name: 'Same-day check-in' })).not.toBeInTheDocument();
});

test('an open blocking issue stands in for details, checklist, subtasks and billing', async () => {
  const { platform } = open(blockedTaskFixture);

  const banner = await screen.findByRole('region', { name: 'Blocking issue' });
  expect(banner).toHaveTextContent('Water leak under the kitchen sink, cabin…');
  for (const section of ['Details', 'Checklist', 'Subtasks (1)', 'Billing']) {
    expect(screen.queryByRole('region', { name: section })).not.toBeInTheDocument();
  }
  expect(screen.getByRole('region', { name: 'Timeline' })).toBeVisible();

  await userEvent.click(within(banner).getByRole('button', { name: 'View issues' }));
  expect(platform.nav.openIssues).toHaveBeenCalledWith('task-1');
  expect(screen.getByRole('button', { name: 'Blocking issue: view issues' })).toBeVisible();
});

test('the checklist groups items by section; optional ones are deleted, required ones not', async () => {
  const { api } = open(busyTaskFixture);

  const bedrooms = await screen.findByRole('list', { name: 'Bedrooms' });
  expect(within(bedrooms).getByText('Required')).toBeVisible();
  expect(within(bedrooms).queryByRole('button', { name: 'Delete Strip the beds' })).toBeNull();
  expect(screen.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute(
    'aria-valuenow',
    '33',
  );

  await userEvent.click(screen.getByRole('checkbox', { name: 'Strip the beds' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete Restock coffee' }));

  await waitFor(() =>
    expect(api.sent.filter((request) => request.method !== 'GET')).toHaveLength(2),
  );
  const [toggle, remove] = api.sent.filter((request) => request.method !== 'GET');
  expect(toggle?.body).toEqual({ completed: true });
  expect(toggle?.search.get('itemId')).toBe('item-1');
  expect(remove?.method).toBe('DELETE');
  expect(remove?.search.get('itemId')).toBe('item-3');
});

test('a checklist item is added to a section, required', async () => {
  const { api } = open(taskFixture);

  const form = await screen.findByRole('form', { name: 'Add checklist item' });
  await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
  expect(within(form).getByText('A checklist item needs a title')).toBeVisible();

  await userEvent.type(within(form).getByLabelText('New item'), '  Check the pool  ');
  await userEvent.type(within(form).getByLabelText('Section'), 'Outside');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Required' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));

  await waitFor(() => expect(api.sent.some((request) => request.method === 'POST')).toBe(true));
  expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({
    taskId: 'task-1',
    title: 'Check the pool',
    section: 'Outside',
    required: true,
  });
});

test('a subtask row opens the subtask; a subtask is added with its title', async () => {
  const { api, platform } = open(busyTaskFixture);

  await userEvent.click(await screen.findByRole('button', { name: /^Replace the hallway bulb/ }));
  expect(platform.nav.openTask).toHaveBeenCalledWith('task-2');

  const form = screen.getByRole('form', { name: 'Add subtask' });
  await userEvent.type(within(form).getByLabelText('New subtask'), 'Buy bulbs{Enter}');
  await waitFor(() => expect(api.sent.some((request) => request.method === 'POST')).toBe(true));
  expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({
    title: 'Buy bulbs',
    isSubtask: true,
    parentTaskId: 'task-1',
  });
});

test('a subtask has no subtasks section and links back to its parent', async () => {
  const { platform } = open({
    ...taskFixture,
    is_subtask: true,
    parent: { id: 'task-0', title: 'Full turnover' },
  });

  await userEvent.click(await screen.findByRole('button', { name: 'Full turnover' }));

  expect(platform.nav.openTask).toHaveBeenCalledWith('task-0');
  expect(screen.queryByRole('region', { name: /^Subtasks/ })).not.toBeInTheDocument();
});

test('billing shows the rate, durations, total and status in the task’s currency', async () => {
  open(busyTaskFixture);

  const billing = await screen.findByRole('region', { name: 'Billing' });
  expect(billing).toHaveTextContent('€30.00 / hour');
  expect(billing).toHaveTextContent('90 min');
  expect(billing).toHaveTextContent('€45.00');
  expect(billing).toHaveTextContent('pending');
});

test('a subtask is converted to a task with the version it answers', async () => {
  const subtask: Task = { ...taskFixture, id: 'task-2', is_subtask: true, version: 7 };
  const { api } = open(busyTaskFixture, (request) =>
    request.method === 'GET' && request.search.get('taskId') === 'task-2'
      ? { body: { task: subtask } }
      : undefined,
  );

  await userEvent.click(
    await screen.findByRole('button', { name: 'Convert Replace the hallway bulb to a task' }),
  );

  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.search.get('taskId')).toBe('task-2');
  expect(api.patches()[0]?.body).toEqual({ version: 7, convertToTask: true });
});
