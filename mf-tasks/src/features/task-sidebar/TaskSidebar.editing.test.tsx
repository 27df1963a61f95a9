import { REQUIRED_ITEMS_INCOMPLETE, STALE_WRITE_MESSAGE, type Task } from '@staydesk/contracts';
import { sampleChecklistItem } from '@staydesk/design-system/fixtures';
import { fakePlatform, renderSurface } from '@staydesk/design-system/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as tasksApi } from '../task-api';
import { taskFixture } from './fixtures';
import { serveTaskApi, setViewportWidth, teamOf, teamUser } from './sidebar-testing';
import { TaskSidebar } from './TaskSidebar';

beforeEach(() => {
  window.history.replaceState(null, '', '/?task=task-1');
  setViewportWidth(1280);
});

const withRequiredItem = (completed: boolean): Task => ({
  ...taskFixture,
  version: completed ? 4 : 3,
  checklist: [
    sampleChecklistItem({ id: 'item-1', title: 'Photo of the pool', required: true, completed }),
  ],
});

test('completion is refused while a required item is open, then allowed', async () => {
  let task = withRequiredItem(false);
  const api = serveTaskApi(() => task);
  const platform = fakePlatform('owner');
  renderSurface(<TaskSidebar platform={platform} />, tasksApi);

  await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED_ITEMS_INCOMPLETE);
  expect(api.patches()).toHaveLength(0);

  task = withRequiredItem(true);
  act(() => platform.emit('tasks', { taskId: 'task-1' }));
  await screen.findByRole('checkbox', { name: 'Photo of the pool', checked: true });
  await userEvent.click(screen.getByRole('button', { name: 'Complete' }));

  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toMatchObject({ status: 'completed', version: 4 });
  expect(api.patches()[0]?.body).toHaveProperty('completedAt', expect.any(String));
});

test('reopening a completed task clears its completion time', async () => {
  const api = serveTaskApi(() => ({ ...taskFixture, status: 'completed' }));
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  await userEvent.click(await screen.findByRole('button', { name: 'Completed' }));

  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toEqual({ status: 'todo', completedAt: null, version: 1 });
});

test('a stale save shows the current value and keeps what the user typed', async () => {
  let current = taskFixture;
  serveTaskApi(
    () => current,
    (request) => {
      if (request.method !== 'PATCH') return undefined;
      // Someone else saved first: the API holds their version.
      current = { ...taskFixture, description: 'Their newer notes', version: 2 };
      return {
        status: 409,
        body: { error: { code: 'conflict', message: STALE_WRITE_MESSAGE }, task: current },
      };
    },
  );
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  const description = await screen.findByLabelText('Description');
  await userEvent.clear(description);
  await userEvent.type(description, 'My own notes');
  await userEvent.click(screen.getByRole('button', { name: 'Save description' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(STALE_WRITE_MESSAGE);
  expect(alert).toHaveTextContent('Current value: Their newer notes');
  expect(screen.getByLabelText('Description')).toHaveValue('My own notes');
});

test('a save the API refuses keeps the input and says why', async () => {
  serveTaskApi(
    () => taskFixture,
    (request) =>
      request.method === 'PATCH'
        ? { status: 500, body: { error: { code: 'internal', message: 'Database unavailable' } } }
        : undefined,
  );
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  const duration = await screen.findByLabelText('Estimated duration (minutes)');
  await userEvent.clear(duration);
  await userEvent.type(duration, '45{Enter}');

  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  expect(screen.getByLabelText('Estimated duration (minutes)')).toHaveValue(45);
});

test('the description is saved trimmed with Ctrl+Enter, with the version it was read at', async () => {
  const api = serveTaskApi(() => taskFixture);
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  const description = await screen.findByLabelText('Description');
  await userEvent.clear(description);
  await userEvent.type(description, '  Bring spare keys  {Control>}{Enter}{/Control}');

  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toEqual({ description: 'Bring spare keys', version: 1 });
});

test('a duration outside the range its schema allows is refused before it is sent', async () => {
  const api = serveTaskApi(() => taskFixture);
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  const duration = await screen.findByLabelText('Estimated duration (minutes)');
  expect(duration).toHaveAttribute('min', '0');
  expect(duration).toHaveAttribute('max', '100000');
  for (const minutes of ['-5', '100001']) {
    await userEvent.clear(duration);
    await userEvent.type(duration, `${minutes}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter whole minutes, from 0 to 100000.',
    );
  }
  expect(api.patches()).toHaveLength(0);
});

test('turning on approval sends no deadline: the API sets it 48 hours before the due date', async () => {
  const api = serveTaskApi(() => taskFixture);
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  await userEvent.click(await screen.findByRole('checkbox', { name: 'Requires approval' }));

  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toEqual({ requiresApproval: true, version: 1 });
});

test('the status menu offers the manual statuses and saves the choice from the keyboard', async () => {
  const api = serveTaskApi(() => taskFixture);
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  (await screen.findByRole('button', { name: 'Status: To do' })).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['To do', 'In progress', 'Blocked', 'Cancelled']);
  expect(within(menu).getByRole('menuitem', { name: 'To do' })).toHaveAttribute('aria-disabled');
  await waitFor(() =>
    expect(within(menu).getByRole('menuitem', { name: 'In progress' })).toHaveFocus(),
  );
  await userEvent.keyboard('{ArrowDown}{Enter}');

  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toEqual({ status: 'blocked', version: 1 });
});

test('the assignee picker previews 10 field staff, searches everyone and says when none match', async () => {
  const cleaners = Array.from({ length: 12 }, (_, index) => teamUser(`cleaner-${index}`));
  const manager = teamUser('manager', { name: 'Mia Manager', roles: ['owner'] });
  const api = serveTaskApi(
    () => taskFixture,
    (request) =>
      request.path === '/api/user/users' ? { body: teamOf([manager, ...cleaners]) } : undefined,
  );
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  const picker = await screen.findByRole('combobox', { name: 'Assign to' });
  await userEvent.click(picker);
  const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
  await waitFor(() => expect(options()).toHaveLength(10));
  expect(picker).toHaveAccessibleDescription(/Showing up to 10 cleaners and maintenance staff/);

  await userEvent.type(picker, 'mia');
  expect(options()).toHaveLength(1);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toEqual({ assignedTo: 'manager', version: 1 });

  await userEvent.type(picker, 'nobody');
  expect(screen.getByRole('listbox')).toHaveTextContent('No team members found');
});

test('a new due date is sent as local time alone: the API moves the approval deadline', async () => {
  const api = serveTaskApi(() => ({ ...taskFixture, requires_approval: true }));
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  const due = await screen.findByLabelText('Due date');
  fireEvent.change(due, { target: { value: '2026-11-25T14:30' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save due date' }));

  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toEqual({ dueDate: '2026-11-25T14:30', version: 1 });
});

test('a task in another zone shows and takes its times in that zone, and says which', async () => {
  // The viewer is in UTC (the test runtime's zone); the property is in New York (UTC-5).
  const inNewYork: Task = {
    ...taskFixture,
    time_zone: 'America/New_York',
    due_date: '2026-11-23T15:00:00.000Z',
    requires_approval: true,
    approval_deadline: '2026-11-21T15:00:00.000Z',
  };
  const api = serveTaskApi(() => inNewYork);
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  const due = await screen.findByLabelText('Due date');
  expect(due).toHaveValue('2026-11-23T10:00');
  expect(due).toHaveAccessibleDescription('New York time');
  expect(screen.getByLabelText('Approval deadline')).toHaveValue('2026-11-21T10:00');

  fireEvent.change(screen.getByLabelText('Approval deadline'), {
    target: { value: '2026-11-22T09:00' },
  });
  await waitFor(() => expect(api.patches()).toHaveLength(1));
  expect(api.patches()[0]?.body).toEqual({
    approvalDeadline: '2026-11-22T14:00:00.000Z',
    version: 1,
  });
});

test('a read that crosses a save does not take the next save back to the older version', async () => {
  const saved: Task = { ...taskFixture, priority: 'urgent', version: 2 };
  // Every read answers the task as it was: the read the save set off was sent before it.
  const api = serveTaskApi(
    () => taskFixture,
    (request) => (request.method === 'PATCH' ? { body: { task: saved } } : undefined),
  );
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);
  const reads = () =>
    api.sent.filter((request) => request.method === 'GET' && request.search.get('taskId'));

  await userEvent.click(await screen.findByRole('button', { name: 'Priority: High' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Urgent' }));
  await waitFor(() => expect(reads()).toHaveLength(2));
  await userEvent.click(await screen.findByRole('button', { name: 'Category: Cleaning' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Maintenance' }));

  await waitFor(() => expect(api.patches()).toHaveLength(2));
  expect(api.patches()[1]?.body).toEqual({ category: 'maintenance', version: 2 });
});

test('a save made while the previous one is on its way is sent after it, with the version it produced', async () => {
  let release = () => undefined as void;
  const firstAnswerHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  let stored = 1;
  const api = serveTaskApi(
    () => ({ ...taskFixture, version: stored }),
    (request) => {
      if (request.method !== 'PATCH') return undefined;
      stored += 1;
      const answer = { body: { task: { ...taskFixture, version: stored } } };
      return stored === 2 ? firstAnswerHeld.then(() => answer) : answer;
    },
  );
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  await userEvent.click(await screen.findByRole('button', { name: 'Priority: High' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Urgent' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Category: Cleaning' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Maintenance' }));
  expect(api.patches()).toHaveLength(1);

  act(() => release());
  await waitFor(() => expect(api.patches()).toHaveLength(2));
  expect(api.patches().map((patch) => patch.body)).toEqual([
    { priority: 'urgent', version: 1 },
    { category: 'maintenance', version: 2 },
  ]);
});
