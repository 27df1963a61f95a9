import { surfaceSearch, type Task, type TaskPage } from '@staydesk/contracts';
import { sampleTask } from '@staydesk/design-system/fixtures';
import {
  fakePlatform,
  renderSurface,
  stubFetch,
  stubListLayout,
  type StubReply,
} from '@staydesk/design-system/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as tasksApi } from '../task-api';
import { dashboardTeam } from './story-backend';
import { TasksDashboard } from './TasksDashboard';

const tasksNamed = (count: number, from = 0): Task[] =>
  Array.from({ length: count }, (_, index) =>
    sampleTask({
      id: `task-${from + index}`,
      title: `Task number ${from + index}`,
      due_date: null,
    }),
  );

const page = (tasks: Task[], nextCursor: string | null = null): TaskPage => ({
  tasks,
  nextCursor,
  scopeLabel: "All of your team's tasks",
});

interface Backend {
  list?: (url: URL) => StubReply | Promise<StubReply>;
  bulk?: (body: unknown) => StubReply;
}

/** The API as the dashboard calls it; every call is kept for the assertions. */
function serve({ list = () => ({ body: page(tasksNamed(3)) }), bulk }: Backend = {}) {
  return stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/user/users') return { body: dashboardTeam };
    if (url.pathname === '/api/tasks/bulk' && bulk) return bulk(await request.json());
    if (url.pathname === '/api/tasks') return list(url);
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const listCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(new Request(input as RequestInfo).url))
    .filter((url) => url.pathname === '/api/tasks');

/** A platform whose navigation moves the jsdom history, as the shell's does. */
function platformWithHistory() {
  const platform = fakePlatform('admin');
  const navigate = (to: string) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  platform.nav.navigate = navigate;
  platform.nav.openTask = (taskId) =>
    navigate(`${window.location.pathname}${surfaceSearch(window.location.search, taskId)}`);
  return platform;
}

function renderDashboard(search = '') {
  window.history.replaceState(null, '', `/tasks/dashboard${search}`);
  const platform = platformWithHistory();
  return { platform, ...renderSurface(<TasksDashboard platform={platform} />, tasksApi) };
}

const rowsInPage = () => screen.queryAllByRole('listitem').filter((row) => row.dataset.taskId);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubListLayout({ viewport: 600, row: 49 });
});
afterEach(() => restoreLayout());

test('a shared link restores its filters: the list asks for them and the panel shows them', async () => {
  const fetchMock = serve();
  renderDashboard('?status=todo,blocked&assignee=unassigned&q=linen&sort=priority');

  expect(await screen.findByRole('heading', { name: "All of your team's tasks" })).toBeVisible();
  const [call] = listCalls(fetchMock);
  expect(call?.searchParams.get('status')).toBe('todo,blocked');
  expect(call?.searchParams.get('assignee')).toBe('unassigned');
  expect(call?.searchParams.get('q')).toBe('linen');
  expect(call?.searchParams.get('sort')).toBe('priority');
  expect(screen.getByText('Filters (2)')).toBeVisible();
  expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('linen');
  expect(screen.getByRole('checkbox', { name: 'Blocked' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('unassigned');
});

test('a filter goes into the URL and the list follows it; Back brings the earlier list again', async () => {
  const fetchMock = serve();
  const user = userEvent.setup();
  renderDashboard('?task=task-0');
  await screen.findByText('Task number 0');

  await user.click(screen.getByText('Filters'));
  await user.click(screen.getByRole('checkbox', { name: 'Urgent' }));

  expect(new URLSearchParams(window.location.search).get('priority')).toBe('urgent');
  // The open task stays open.
  expect(new URLSearchParams(window.location.search).get('task')).toBe('task-0');
  await waitFor(() =>
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('priority')).toBe('urgent'),
  );

  act(() => window.history.back());
  await waitFor(() => expect(window.location.search).toBe('?task=task-0'));
  expect(await screen.findByText('Filters')).toBeVisible();
  expect(screen.getByRole('checkbox', { name: 'Urgent' })).not.toBeChecked();
});

test('shift-click selects a range; bulk assign sends those tasks and reports the refused one', async () => {
  const tasks = tasksNamed(5);
  let sent: unknown;
  serve({
    list: () => ({ body: page(tasks) }),
    bulk: (body) => {
      sent = body;
      return {
        body: {
          updated: ['task-1', 'task-2'],
          refused: [{ id: 'task-3', message: 'Only an assigned provider can change this task' }],
        },
      };
    },
  });
  const user = userEvent.setup();
  renderDashboard();
  await screen.findByText('Task number 1');

  await user.click(screen.getByRole('checkbox', { name: 'Select Task number 1' }));
  await user.keyboard('{Shift>}');
  await user.click(screen.getByRole('checkbox', { name: 'Select Task number 3' }));
  await user.keyboard('{/Shift}');
  expect(screen.getByText('3 selected')).toBeVisible();

  const toolbar = screen.getByRole('toolbar', { name: 'Selected tasks' });
  await user.selectOptions(within(toolbar).getByRole('combobox', { name: 'Assign to' }), 'user-2');
  await user.click(within(toolbar).getByRole('button', { name: 'Assign' }));

  expect(await screen.findByText('2 tasks updated. 1 refused:')).toBeVisible();
  expect(sent).toEqual({ taskIds: ['task-1', 'task-2', 'task-3'], assignedTo: 'user-2' });
  expect(
    screen.getByText('Task number 3: Only an assigned provider can change this task'),
  ).toBeVisible();
  // The refused task stays selected for another try; the updated ones are let go.
  expect(screen.getByText('1 selected')).toBeVisible();
  expect(screen.getByRole('checkbox', { name: 'Select Task number 3' })).toBeChecked();
});

test('select all loaded, then a bulk status change sends every loaded task', async () => {
  let sent: unknown;
  serve({
    list: () => ({ body: page(tasksNamed(4)) }),
    bulk: (body) => {
      sent = body;
      return { body: { updated: ['task-0', 'task-1', 'task-2', 'task-3'], refused: [] } };
    },
  });
  const user = userEvent.setup();
  renderDashboard();
  await user.click(await screen.findByRole('button', { name: 'Select all loaded (4)' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'blocked');
  await user.click(screen.getByRole('button', { name: 'Set status' }));

  expect(await screen.findByText('4 tasks updated.')).toBeVisible();
  expect(sent).toEqual({ taskIds: ['task-0', 'task-1', 'task-2', 'task-3'], status: 'blocked' });
});

test('of many loaded tasks only a window is in the page; the next page comes near the end', async () => {
  let sendSecondPage = () => undefined as void;
  const secondPage = new Promise<void>((resolve) => (sendSecondPage = resolve));
  const fetchMock = serve({
    list: async (url) => {
      if (url.searchParams.get('cursor') !== 'after-100')
        return { body: page(tasksNamed(100), 'after-100') };
      await secondPage;
      return { body: page(tasksNamed(100, 100)) };
    },
  });
  renderDashboard();
  await screen.findByText('Task number 0');

  expect(rowsInPage().length).toBeGreaterThan(5);
  expect(rowsInPage().length).toBeLessThan(40);
  expect(listCalls(fetchMock).some((url) => url.searchParams.has('cursor'))).toBe(false);

  const scroller = screen.getByTestId('task-scroller');
  act(() => scroller.scrollTo({ top: 90 * 49 }));

  await waitFor(() =>
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('cursor')).toBe('after-100'),
  );
  // The end of the list says more is coming while it comes.
  expect(screen.getByText('Loading more tasks…')).toBeVisible();
  sendSecondPage();
  await screen.findByText('Task number 100');
  act(() => scroller.scrollTo({ top: 190 * 49 }));
  expect(await screen.findByText('Task number 199')).toBeVisible();
  expect(rowsInPage().length).toBeLessThan(40);
});

test('keyboard: arrows move between tasks, Space selects, Enter opens with the filters kept', async () => {
  serve();
  const user = userEvent.setup();
  renderDashboard('?status=todo');
  const first = (await screen.findByText('Task number 0')).closest('li');
  first?.focus();

  await user.keyboard('{ArrowDown}');
  const second = screen.getByText('Task number 1').closest('li');
  expect(second).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByRole('checkbox', { name: 'Select Task number 1' })).toBeChecked();
  await user.keyboard('{Enter}');

  const params = new URLSearchParams(window.location.search);
  expect(params.get('task')).toBe('task-1');
  expect(params.get('status')).toBe('todo');
});

test('no match says so and offers to clear the filters', async () => {
  serve({ list: () => ({ body: page([]) }) });
  const user = userEvent.setup();
  renderDashboard('?category=laundry&q=sheets');

  expect(await screen.findByText('No tasks match these filters')).toBeVisible();
  // The empty state's own button; the folded filter panel has one too.
  const buttons = screen.getAllByRole('button', { name: 'Clear filters' });
  await user.click(buttons[buttons.length - 1] as HTMLElement);

  expect(window.location.search).toBe('');
});

test('a failed load says so and tries again', async () => {
  let fail = true;
  serve({
    list: () =>
      fail
        ? { status: 500, body: { error: { code: 'internal', message: 'Down' } } }
        : { body: page(tasksNamed(1)) },
  });
  const user = userEvent.setup();
  renderDashboard();

  expect(await screen.findByText('Tasks could not be loaded')).toBeVisible();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Task number 0')).toBeVisible();
});

test('a live change to any task refetches the list', async () => {
  let title = 'Before the change';
  const fetchMock = serve({
    list: () => ({ body: page([sampleTask({ id: 'task-0', title })]) }),
  });
  const { platform } = renderDashboard();
  await screen.findByText('Before the change');
  const before = listCalls(fetchMock).length;

  title = 'After the change';
  act(() => platform.emit('tasks', { taskId: 'task-0' }));

  expect(await screen.findByText('After the change', {}, { timeout: 3000 })).toBeVisible();
  expect(listCalls(fetchMock).length).toBe(before + 1);
});

test("a row shows a task's due time in its property's zone, named when it is not the viewer's", async () => {
  // The viewer is in UTC (the test runtime's zone).
  const due = '2026-11-23T15:00:00.000Z';
  serve({
    list: () => ({
      body: page([
        sampleTask({
          id: 'task-ny',
          title: 'Harbor turnover',
          due_date: due,
          time_zone: 'America/New_York',
        }),
        sampleTask({ id: 'task-utc', title: 'Office keys', due_date: due, time_zone: 'UTC' }),
      ]),
    }),
  });
  renderDashboard();

  const row = (title: string) =>
    rowsInPage().find((element) => element.textContent?.includes(title)) as HTMLElement;
  await waitFor(() => expect(rowsInPage()).toHaveLength(2));
  expect(row('Harbor turnover')).toHaveTextContent('Mon, Nov 23, 10:00 AM (New York time)');
  expect(row('Office keys')).toHaveTextContent('Mon, Nov 23, 3:00 PM');
  expect(row('Office keys')).not.toHaveTextContent('time)');
});
