import { formatDueDate, type Task } from '@staydesk/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, stubFetch, type StubReply } from '@staydesk/design-system/testing';
import { renderSurface } from '../../testing/render-surface';
import { taskFixture } from './fixtures';
import { TaskSidebar } from './TaskSidebar';

function openTaskUrl(search: string) {
  window.history.replaceState(null, '', `/tasks/dashboard${search}`);
}

function serveTask(reply: StubReply = { body: { task: taskFixture } }) {
  return stubFetch(() => reply);
}

async function findSidebar() {
  return screen.findByRole('complementary', { name: 'Task details' });
}

beforeEach(() => openTaskUrl('?task=task-1'));

test('shows the title, status, priority, due date and property of the task', async () => {
  const fetchMock = serveTask();
  renderSurface(<TaskSidebar platform={fakePlatform()} />);

  const sidebar = await findSidebar();
  expect(await within(sidebar).findByRole('heading', { name: taskFixture.title })).toBeVisible();
  expect(within(sidebar).getByText('To do')).toBeVisible();
  expect(within(sidebar).getByText('High')).toBeVisible();
  expect(within(sidebar).getByText(formatDueDate(taskFixture.due_date))).toBeVisible();
  expect(within(sidebar).getByText('Ocean View Beach House, Lisbon')).toBeVisible();
  const [request] = fetchMock.mock.calls[0] ?? [];
  expect(new Request(request as RequestInfo).url).toMatch(/\/api\/tasks\?taskId=task-1$/);
});

test('Escape closes the task', async () => {
  serveTask();
  const platform = fakePlatform();
  renderSurface(<TaskSidebar platform={platform} />);
  await screen.findByRole('heading', { name: taskFixture.title });

  await userEvent.keyboard('{Escape}');

  expect(platform.nav.closeTask).toHaveBeenCalledTimes(1);
});

test('Escape is left to the marketplace panel while it is open', async () => {
  openTaskUrl('?task=task-1&marketplace=true');
  serveTask();
  const platform = fakePlatform();
  renderSurface(<TaskSidebar platform={platform} />);
  await screen.findByRole('heading', { name: taskFixture.title });

  await userEvent.keyboard('{Escape}');

  expect(platform.nav.closeTask).not.toHaveBeenCalled();
});

test('the close button closes the task', async () => {
  serveTask();
  const platform = fakePlatform();
  renderSurface(<TaskSidebar platform={platform} />);

  await userEvent.click(await screen.findByRole('button', { name: 'Close task details' }));

  expect(platform.nav.closeTask).toHaveBeenCalledTimes(1);
});

test('a manager opens the marketplace panel', async () => {
  serveTask();
  const platform = fakePlatform('owner');
  renderSurface(<TaskSidebar platform={platform} />);

  await userEvent.click(await screen.findByRole('button', { name: 'Marketplace' }));

  expect(platform.nav.openMarketplace).toHaveBeenCalledWith('task-1');
  expect(screen.queryByRole('button', { name: 'Start Task' })).not.toBeInTheDocument();
});

test('an assigned provider sees Property Details and starts the task', async () => {
  serveTask();
  const platform = fakePlatform('cleaner');
  renderSurface(<TaskSidebar platform={platform} />);

  expect(await screen.findByRole('button', { name: 'Property Details' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Start Task' }));

  expect(platform.nav.openExecution).toHaveBeenCalledWith('task-1');
});

test('a task of another customer reads as not found', async () => {
  serveTask({ status: 404, body: { error: { code: 'not_found', message: 'Task not found' } } });
  renderSurface(<TaskSidebar platform={fakePlatform()} />);

  expect(await screen.findByRole('alert')).toHaveTextContent('Task not found');
});

test('a refused task shows the permission panel with its reference', async () => {
  serveTask({ status: 401, body: { error: { code: 'unauthorized', message: 'Sign in' } } });
  renderSurface(<TaskSidebar platform={fakePlatform()} />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('You do not have permission to view this task');
  expect(alert).toHaveTextContent('TASK-task-1');
});

test('the page does not scroll behind the sidebar, and scrolls again once it closes', async () => {
  serveTask();
  document.body.style.overflow = 'auto';
  const { unmount } = renderSurface(<TaskSidebar platform={fakePlatform()} />);
  await findSidebar();
  expect(document.body.style.overflow).toBe('hidden');

  unmount();

  expect(document.body.style.overflow).toBe('auto');
});

test('a live task event refreshes the sidebar', async () => {
  let task: Task = taskFixture;
  stubFetch(() => ({ body: { task } }));
  const platform = fakePlatform();
  renderSurface(<TaskSidebar platform={platform} />);
  await screen.findByText('To do');

  task = { ...taskFixture, status: 'in_progress' };
  act(() => platform.emit('tasks', { taskId: 'task-1' }));

  await waitFor(() => expect(screen.getByText('In progress')).toBeVisible());
});
