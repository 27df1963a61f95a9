import type { Task } from '@staydesk/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakePlatform, renderSurface } from '@staydesk/design-system/testing';
import { api as tasksApi } from '../task-api';
import { taskFixture } from './fixtures';
import { serveTaskApi, setViewportWidth } from './sidebar-testing';
import { TaskSidebar } from './TaskSidebar';

function openTaskUrl(search: string) {
  window.history.replaceState(null, '', `/tasks/dashboard${search}`);
}

async function findSidebar() {
  return screen.findByRole('complementary', { name: 'Task details' });
}

beforeEach(() => {
  openTaskUrl('?task=task-1');
  setViewportWidth(1280);
});

test('shows the title, status, priority, due date and property of the task', async () => {
  const { sent } = serveTaskApi(() => taskFixture);
  renderSurface(<TaskSidebar platform={fakePlatform()} />, tasksApi);

  const sidebar = await findSidebar();
  expect(await within(sidebar).findByRole('heading', { name: taskFixture.title })).toBeVisible();
  expect(within(sidebar).getAllByText('To do')[0]).toBeVisible();
  expect(within(sidebar).getByRole('button', { name: 'Priority: High' })).toBeVisible();
  expect(within(sidebar).getByLabelText('Due date')).toHaveValue('2026-11-23T10:00');
  expect(within(sidebar).getByText('Ocean View Beach House')).toBeVisible();
  expect(within(sidebar).getByText('12 Rua do Mar, Lisbon, Lisboa')).toBeVisible();
  expect(sent[0]?.search.get('taskId')).toBe('task-1');
});

test('Escape closes the task', async () => {
  serveTaskApi(() => taskFixture);
  const platform = fakePlatform();
  renderSurface(<TaskSidebar platform={platform} />, tasksApi);
  await screen.findByRole('heading', { name: taskFixture.title });

  await userEvent.keyboard('{Escape}');

  expect(platform.nav.closeTask).toHaveBeenCalledTimes(1);
});

test('Escape is left to the marketplace panel while it is open', async () => {
  openTaskUrl('?task=task-1&marketplace=true');
  serveTaskApi(() => taskFixture);
  const platform = fakePlatform();
  renderSurface(<TaskSidebar platform={platform} />, tasksApi);
  await screen.findByRole('heading', { name: taskFixture.title });

  await userEvent.keyboard('{Escape}');

  expect(platform.nav.closeTask).not.toHaveBeenCalled();
});

test('the close button closes the task', async () => {
  serveTaskApi(() => taskFixture);
  const platform = fakePlatform();
  renderSurface(<TaskSidebar platform={platform} />, tasksApi);

  await userEvent.click(await screen.findByRole('button', { name: 'Close task details' }));

  expect(platform.nav.closeTask).toHaveBeenCalledTimes(1);
});

test('a manager opens the marketplace panel of an eligible task', async () => {
  serveTaskApi(() => ({ ...taskFixture, marketplace_eligible: true }));
  const platform = fakePlatform('owner');
  renderSurface(<TaskSidebar platform={platform} />, tasksApi);

  await userEvent.click(await screen.findByRole('button', { name: 'Marketplace' }));

  expect(platform.nav.openMarketplace).toHaveBeenCalledWith('task-1');
  expect(screen.queryByRole('button', { name: 'Start Task' })).not.toBeInTheDocument();
});

test('on a phone the assigned provider sees Property Details and starts the task', async () => {
  setViewportWidth(390);
  serveTaskApi(() => taskFixture);
  const platform = fakePlatform('cleaner');
  renderSurface(<TaskSidebar platform={platform} />, tasksApi);

  await userEvent.click(await screen.findByRole('button', { name: 'Property Details' }));
  expect(platform.nav.openMarketplace).toHaveBeenCalledWith('task-1');
  await userEvent.click(screen.getByRole('button', { name: 'Start Task' }));

  expect(platform.nav.openExecution).toHaveBeenCalledWith('task-1');
});

test('on a desktop the provider starts from the execution view, not the sidebar', async () => {
  serveTaskApi(() => taskFixture);
  renderSurface(<TaskSidebar platform={fakePlatform('cleaner')} />, tasksApi);

  expect(await screen.findByRole('button', { name: 'Property Details' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Start Task' })).not.toBeInTheDocument();
});

test('back from the execution view it reads the task again, not the one it cached', async () => {
  let served: Task = taskFixture;
  serveTaskApi(() => served);
  let show: (shown: boolean) => void = () => undefined;
  const platform = fakePlatform('cleaner');
  // The shell takes the sidebar away while the execution view covers the task.
  function Surface() {
    const [shown, setShown] = useState(true);
    show = setShown;
    return shown ? <TaskSidebar platform={platform} /> : null;
  }
  renderSurface(<Surface />, tasksApi);
  expect((await screen.findAllByText('To do'))[0]).toBeVisible();

  act(() => {
    openTaskUrl('?task=task-1&execution=true');
    show(false);
  });
  served = { ...taskFixture, status: 'in_progress', version: taskFixture.version + 1 };
  act(() => {
    openTaskUrl('?task=task-1');
    show(true);
  });

  expect((await screen.findAllByText('In progress'))[0]).toBeVisible();
});

test('a missing task reads as not found', async () => {
  serveTaskApi(
    () => taskFixture,
    () => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'Task not found' } },
    }),
  );
  renderSurface(<TaskSidebar platform={fakePlatform()} />, tasksApi);

  expect(await screen.findByRole('alert')).toHaveTextContent('Task not found');
});

test("another customer's task shows the permission panel with its reference", async () => {
  serveTaskApi(
    () => taskFixture,
    () => ({
      status: 403,
      body: {
        error: { code: 'forbidden', message: 'You do not have permission to view this task' },
      },
    }),
  );
  renderSurface(<TaskSidebar platform={fakePlatform()} />, tasksApi);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('You do not have permission to view this task');
  expect(alert).toHaveTextContent('Reference: TASK-task-1');
  expect(alert).not.toHaveTextContent('Task not found');
});

test('a refused task shows the permission panel with its reference', async () => {
  serveTaskApi(
    () => taskFixture,
    () => ({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Sign in' } },
    }),
  );
  renderSurface(<TaskSidebar platform={fakePlatform()} />, tasksApi);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('You do not have permission to view this task');
  expect(alert).toHaveTextContent('TASK-task-1');
});

test('a task that failed to load loads again on Try Again', async () => {
  let failing = true;
  serveTaskApi(
    () => taskFixture,
    () =>
      failing ? { status: 500, body: { error: { code: 'internal', message: 'Down' } } } : undefined,
  );
  renderSurface(<TaskSidebar platform={fakePlatform()} />, tasksApi);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load task');

  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

  expect(await screen.findByRole('heading', { name: taskFixture.title })).toBeVisible();
});

test('the page does not scroll behind the sidebar, and scrolls again once it closes', async () => {
  serveTaskApi(() => taskFixture);
  document.body.style.overflow = 'auto';
  const { unmount } = renderSurface(<TaskSidebar platform={fakePlatform()} />, tasksApi);
  await findSidebar();
  expect(document.body.style.overflow).toBe('hidden');

  unmount();

  expect(document.body.style.overflow).toBe('auto');
});

test('a live task event refreshes the open sidebar', async () => {
  let task: Task = taskFixture;
  serveTaskApi(() => task);
  const platform = fakePlatform();
  renderSurface(<TaskSidebar platform={platform} />, tasksApi);
  await screen.findByRole('button', { name: 'Status: To do' });

  task = { ...taskFixture, status: 'in_progress', version: 2 };
  act(() => platform.emit('tasks', { taskId: 'task-1' }));

  expect(await screen.findByRole('button', { name: 'Status: In progress' })).toBeVisible();
});

test('the composer slot sits under the loaded task', async () => {
  serveTaskApi(() => taskFixture);
  renderSurface(
    <TaskSidebar platform={fakePlatform()} footer={(task) => <p>Composer for {task.id}</p>} />,
    tasksApi,
  );

  expect(await screen.findByText('Composer for task-1')).toBeVisible();
});

test('Escape closes an open menu or list first, then the sidebar', async () => {
  serveTaskApi(() => taskFixture);
  const platform = fakePlatform('owner');
  renderSurface(<TaskSidebar platform={platform} />, tasksApi);

  (await screen.findByRole('button', { name: 'Priority: High' })).focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('menu');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('combobox', { name: 'Assign to' }));
  expect(screen.getByRole('listbox', { name: 'Assign to' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox', { name: 'Assign to' })).not.toBeInTheDocument();
  expect(platform.nav.closeTask).not.toHaveBeenCalled();

  await userEvent.keyboard('{Escape}');
  expect(platform.nav.closeTask).toHaveBeenCalledTimes(1);
});
