import type { Task } from '@staydesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakePlatform,
  renderSurface,
  stubFetch,
  type StubReply,
} from '@staydesk/design-system/testing';
import { executionApi } from './api';
import { ExecutionView } from './ExecutionView';
import { taskFixture } from './fixtures';

beforeEach(() => window.history.replaceState(null, '', '/?task=task-1&execution=true'));

function serve(
  task: Task,
  start: StubReply = { body: { task: { ...task, status: 'in_progress' } } },
) {
  return stubFetch((request) => (request.method === 'POST' ? start : { body: { task } }));
}

const findView = () => screen.findByRole('dialog', { name: taskFixture.title });

test('the ready screen shows the task, its duration and steps, and Start Task', async () => {
  serve(taskFixture);
  renderSurface(<ExecutionView platform={fakePlatform('cleaner')} />, executionApi);

  const view = await findView();
  expect(view).toHaveAttribute('aria-modal', 'true');
  expect(within(view).getByText('Ocean View Beach House, Lisbon')).toBeVisible();
  expect(within(view).getByText('About 30 min')).toBeVisible();
  expect(within(view).getByText('2 steps')).toBeVisible();
  expect(within(view).getByRole('button', { name: 'Start Task' })).toBeEnabled();
});

test('a task in progress offers Resume Task', async () => {
  serve({ ...taskFixture, status: 'in_progress', estimated_duration: 45 });
  renderSurface(<ExecutionView platform={fakePlatform('cleaner')} />, executionApi);

  const view = await findView();
  expect(within(view).getByText('About 45 min')).toBeVisible();
  expect(within(view).getByRole('button', { name: 'Resume Task' })).toBeVisible();
});

test('Start posts to the execution endpoint, then the timer ticks over the current step', async () => {
  const fetchMock = serve(taskFixture);
  renderSurface(<ExecutionView platform={fakePlatform('cleaner')} />, executionApi);
  const view = await findView();

  await userEvent.click(within(view).getByRole('button', { name: 'Start Task' }));

  const timer = await within(view).findByRole('timer', { name: 'Elapsed time' });
  expect(timer).toHaveTextContent('0:00');
  expect(within(view).getByText('Current step: Make the beds with fresh linen')).toBeVisible();
  expect(within(view).queryByRole('button', { name: 'Start Task' })).not.toBeInTheDocument();
  const startCall = fetchMock.mock.calls.find(([input]) => new Request(input).method === 'POST');
  expect(new Request(startCall?.[0] ?? '').url).toMatch(/\/api\/tasks\/execution\/task-1\/start$/);
  await within(view).findByText('0:01', {}, { timeout: 2500 });
});

test('a refused start explains why and keeps the button usable', async () => {
  serve(taskFixture, {
    status: 403,
    body: {
      error: { code: 'forbidden', message: 'Only an assigned provider can start this task' },
    },
  });
  renderSurface(<ExecutionView platform={fakePlatform('cleaner')} />, executionApi);
  const view = await findView();

  await userEvent.click(within(view).getByRole('button', { name: 'Start Task' }));

  expect(await within(view).findByRole('alert')).toHaveTextContent(
    'Only an assigned provider can start this task',
  );
  expect(within(view).getByRole('button', { name: 'Start Task' })).toBeEnabled();
});

test('the close button and Escape go back to the task', async () => {
  serve(taskFixture);
  const platform = fakePlatform('cleaner');
  renderSurface(<ExecutionView platform={platform} />, executionApi);
  const view = await findView();

  await userEvent.click(within(view).getByRole('button', { name: 'Close task execution' }));
  await userEvent.keyboard('{Escape}');

  expect(platform.nav.openTask).toHaveBeenCalledTimes(2);
  expect(platform.nav.openTask).toHaveBeenCalledWith('task-1');
});

test('Tab stays inside the view', async () => {
  serve(taskFixture);
  renderSurface(<ExecutionView platform={fakePlatform('cleaner')} />, executionApi);
  const view = await findView();
  const close = within(view).getByRole('button', { name: 'Close task execution' });
  const start = within(view).getByRole('button', { name: 'Start Task' });

  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab();
  expect(start).toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(start).toHaveFocus();
});

test('a missing task reads as not found', async () => {
  stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Nope' } } }));
  renderSurface(<ExecutionView platform={fakePlatform('cleaner')} />, executionApi);

  const view = await screen.findByRole('dialog', { name: 'Task execution' });
  expect(await within(view).findByRole('alert')).toHaveTextContent('Task not found');
});
