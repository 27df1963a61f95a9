import type { Task } from '@staydesk/contracts';
import { sampleAssignment, sampleIssue } from '@staydesk/design-system/fixtures';
import { fakePlatform, photo, renderSurface, stubFetch } from '@staydesk/design-system/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { executionApi } from './api';
import { ExecutionView } from './ExecutionView';
import { executionRead, providerTaskFixture, taskFixture } from './fixtures';
import { serveExecution } from './test-api';

beforeEach(() => window.history.replaceState(null, '', '/?task=task-1&execution=true'));

const findView = () => screen.findByRole('dialog', { name: taskFixture.title });

function renderAs(role: Parameters<typeof fakePlatform>[0]) {
  const platform = fakePlatform(role);
  renderSurface(<ExecutionView platform={platform} />, executionApi);
  return platform;
}

describe('the ready screen', () => {
  test('the assigned provider sees access, the duration, the steps and Start Task', async () => {
    serveExecution(providerTaskFixture);
    renderAs('cleaner');

    const view = await findView();
    expect(view).toHaveAttribute('aria-modal', 'true');
    expect(within(view).getByText('Ocean View Beach House, Lisbon')).toBeVisible();
    expect(within(view).getByText('About 30 min')).toBeVisible();
    expect(within(view).getByText(/Wifi: CasaDoMar-Guest/)).toBeVisible();
    expect(within(view).getByRole('button', { name: 'Start Task' })).toBeEnabled();
    expect(within(view).getByRole('button', { name: 'Report access problem' })).toBeVisible();
  });

  test('the duration is the estimate, else the actual duration, else the historical one', async () => {
    serveExecution({
      ...providerTaskFixture,
      estimated_duration: null,
      actual_duration: null,
      historicalAnalytics: { averageDuration: 52, completedCount: 4 },
    });
    renderAs('cleaner');
    expect(await within(await findView()).findByText('About 52 min')).toBeVisible();
  });

  test('a task begun elsewhere offers Resume Task, which calls resume', async () => {
    const task: Task = { ...providerTaskFixture, status: 'in_progress', estimated_duration: 45 };
    const { sent } = serveExecution(task);
    renderAs('cleaner');

    const view = await findView();
    expect(within(view).getByText('About 45 min')).toBeVisible();
    await userEvent.click(within(view).getByRole('button', { name: 'Resume Task' }));
    await waitFor(() =>
      expect(sent.map((call) => call.path)).toEqual(['tasks/execution/task-1/resume']),
    );
  });

  test('the view keeps a name while the issue report fills it: the report title', async () => {
    serveExecution(providerTaskFixture);
    renderAs('cleaner');

    const view = await findView();
    await userEvent.click(within(view).getByRole('button', { name: 'Report access problem' }));
    expect(await screen.findByRole('dialog', { name: 'Access Problem' })).toBe(view);
  });

  test.each(['admin', 'owner', 'supervisor'] as const)(
    'a %s sees the progress read-only and no Start',
    async (role) => {
      serveExecution(taskFixture);
      renderAs(role);

      const view = await findView();
      expect(within(view).getByRole('region', { name: 'Progress' })).toHaveTextContent(
        '1 of 2 steps done',
      );
      expect(within(view).queryByRole('button', { name: /Start Task|Resume Task/ })).toBeNull();
    },
  );

  test('a cleaner the task is not assigned to gets no Start', async () => {
    serveExecution({
      ...taskFixture,
      assignments: [sampleAssignment({ user_id: 'someone-else' })],
    });
    renderAs('cleaner');

    const view = await findView();
    expect(within(view).getByRole('region', { name: 'Progress' })).toBeVisible();
    expect(within(view).queryByRole('button', { name: /Start Task|Resume Task/ })).toBeNull();
  });

  test('a property whose access cannot be loaded says so', async () => {
    serveExecution({ ...providerTaskFixture, property: null });
    renderAs('cleaner');

    expect(await within(await findView()).findByRole('alert')).toHaveTextContent(
      'Unable to load property access information. Please contact support.',
    );
  });

  test('Start posts under an idempotency key, then the run shows its steps', async () => {
    const { sent } = serveExecution(providerTaskFixture, executionRead('ready'), (call) =>
      call.path.endsWith('/start')
        ? {
            body: {
              ...executionRead('active'),
              task: { ...providerTaskFixture, status: 'in_progress' },
            },
          }
        : undefined,
    );
    renderAs('cleaner');
    const view = await findView();

    await userEvent.click(within(view).getByRole('button', { name: 'Start Task' }));

    expect(await within(view).findByRole('timer', { name: 'Elapsed time' })).toBeVisible();
    expect(
      within(view).getByRole('heading', { name: 'Current step: Make the beds with fresh linen' }),
    ).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({ method: 'POST', path: 'tasks/execution/task-1/start' }),
    ]);
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });

  test('a refused start explains why and keeps the button usable', async () => {
    serveExecution(providerTaskFixture, executionRead('ready'), () => ({
      status: 403,
      body: {
        error: { code: 'forbidden', message: 'Only the assigned provider can start this task' },
      },
    }));
    renderAs('cleaner');
    const view = await findView();

    await userEvent.click(within(view).getByRole('button', { name: 'Start Task' }));

    expect(await within(view).findByRole('alert')).toHaveTextContent(
      'Only the assigned provider can start this task',
    );
    expect(within(view).getByRole('button', { name: 'Start Task' })).toBeEnabled();
  });
});

describe('the screen the saved run opens on', () => {
  test('a paused run opens paused, with Resume Task', async () => {
    const task: Task = {
      ...providerTaskFixture,
      status: 'in_progress',
      started_at: '2026-11-23T09:00:00.000Z',
      metadata: {
        ...providerTaskFixture.metadata,
        isPaused: true,
        pausedAt: '2026-11-23T09:20:00.000Z',
      },
    };
    serveExecution(task, executionRead('paused', { total_work_time: 1200 }));
    renderAs('cleaner');

    const view = await findView();
    expect(await within(view).findByText('Paused')).toBeVisible();
    expect(within(view).getByRole('timer', { name: 'Elapsed time' })).toHaveTextContent('20:00');
    expect(within(view).getByRole('button', { name: 'Resume Task' })).toBeVisible();
  });

  test('a break shows its duration, and Resume Task ends it', async () => {
    const started = new Date(Date.now() - 125_000).toISOString();
    const { sent } = serveExecution(
      { ...providerTaskFixture, status: 'in_progress' },
      executionRead('break', { total_work_time: 600 }, { id: 'break-7', started_at: started }),
    );
    renderAs('cleaner');

    const view = await findView();
    expect(await within(view).findByRole('timer', { name: 'Break duration' })).toHaveTextContent(
      /^2:0[5-7]$/,
    );
    await userEvent.click(within(view).getByRole('button', { name: 'Resume Task' }));
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          path: 'tasks/execution/task-1/break/end',
          body: { breakId: 'break-7' },
        }),
      ]),
    );
  });
});

describe('the photo of the current step', () => {
  test('is still taken after an issue report replaced the run and closed', async () => {
    serveExecution({ ...providerTaskFixture, status: 'in_progress' }, executionRead('active'));
    renderAs('cleaner');
    const view = await findView();

    await userEvent.upload(await within(view).findByLabelText('Take photo'), photo('bed.jpg'));
    await userEvent.click(within(view).getByRole('button', { name: 'Report issue' }));
    await userEvent.click(await within(view).findByRole('button', { name: 'Cancel' }));

    expect(await within(view).findByText('Photo taken: bed.jpg')).toBeVisible();
    expect(within(view).getByRole('button', { name: 'Complete Step' })).toBeEnabled();
  });

  test('focus stays in the view when the issue report closes, so Escape still closes it', async () => {
    serveExecution({ ...providerTaskFixture, status: 'in_progress' }, executionRead('active'));
    const platform = renderAs('cleaner');
    const view = await findView();

    await userEvent.click(await within(view).findByRole('button', { name: 'Report issue' }));
    await userEvent.click(await within(view).findByRole('button', { name: 'Cancel' }));
    await within(view).findByRole('button', { name: 'Complete Step' });
    await waitFor(() => expect(view).toHaveFocus());
    await userEvent.keyboard('{Escape}');

    expect(platform.nav.openTask).toHaveBeenCalledWith('task-1');
  });
});

describe('completing the task', () => {
  afterEach(() => jest.useRealTimers());

  test('says the task is completed, then closes the view 1.5 s later', async () => {
    const done: Task = {
      ...providerTaskFixture,
      status: 'in_progress',
      checklist: providerTaskFixture.checklist.map((item) => ({ ...item, completed: true })),
    };
    serveExecution(done, executionRead('active', { total_work_time: 600 }), (call) =>
      call.path.startsWith('tasks?')
        ? { body: { task: { ...done, status: 'completed' } } }
        : undefined,
    );
    const platform = renderAs('cleaner');
    const view = await findView();
    const complete = await within(view).findByRole('button', { name: 'Complete Task' });

    // The run's screen has loaded: only the close is timed.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(complete);
    expect(await within(view).findByRole('status')).toHaveTextContent('Task completed');
    expect(platform.nav.closeTask).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_500));
    expect(platform.nav.closeTask).toHaveBeenCalledTimes(1);
  });
});

describe('communication mode', () => {
  const blocked = (issue: Parameters<typeof sampleIssue>[0]): Task => ({
    ...providerTaskFixture,
    status: 'blocked',
    issues: [sampleIssue({ is_blocking: true, status: 'reported', ...issue })],
  });

  test('an open access issue stops the run; I got in resolves it', async () => {
    const { sent } = serveExecution(
      blocked({
        id: 'issue-9',
        title: 'Access Problem',
        location: 'access',
        description: 'Code refused',
      }),
    );
    renderAs('cleaner');

    const view = await findView();
    expect(
      await within(view).findByRole('heading', { name: 'Access Issue - Cannot Continue' }),
    ).toBeVisible();
    expect(within(view).getByText('Code refused')).toBeVisible();
    expect(within(view).getByRole('region', { name: 'Message composer' })).toBeVisible();
    expect(within(view).queryByRole('button', { name: /Start Task|Resume Task/ })).toBeNull();
    await userEvent.click(within(view).getByRole('button', { name: 'I got in' }));
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          method: 'PATCH',
          path: 'tasks/task-1/issues',
          body: { issueId: 'issue-9', action: 'resolve' },
        }),
      ]),
    );
  });

  test('another blocking issue reads as such, and a message goes to the task', async () => {
    const { sent } = serveExecution(
      blocked({ title: 'Broken window', description: 'Glass everywhere' }),
    );
    renderAs('cleaner');

    const view = await findView();
    expect(
      await within(view).findByRole('heading', { name: 'Blocking Issue - Cannot Continue' }),
    ).toBeVisible();
    expect(within(view).getByRole('button', { name: 'Issue resolved' })).toBeVisible();
    await userEvent.type(within(view).getByLabelText('Message the team'), 'Waiting outside');
    await userEvent.click(within(view).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          path: 'tasks/messages',
          body: { taskId: 'task-1', message: 'Waiting outside' },
        }),
      ]),
    );
  });
});

describe('the view around the screens', () => {
  test('the close button and Escape go back to the task', async () => {
    serveExecution(providerTaskFixture);
    const platform = renderAs('cleaner');
    const view = await findView();

    await userEvent.click(within(view).getByRole('button', { name: 'Close task execution' }));
    await userEvent.keyboard('{Escape}');

    expect(platform.nav.openTask).toHaveBeenCalledTimes(2);
    expect(platform.nav.openTask).toHaveBeenCalledWith('task-1');
  });

  test('Tab stays inside the view', async () => {
    serveExecution(taskFixture);
    renderAs('admin');
    const view = await findView();
    const close = within(view).getByRole('button', { name: 'Close task execution' });

    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(view).toContainElement(document.activeElement as HTMLElement);
  });

  test('a missing task reads as not found', async () => {
    stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Nope' } } }));
    renderAs('cleaner');

    const view = await screen.findByRole('dialog', { name: 'Task execution' });
    expect(await within(view).findByRole('alert')).toHaveTextContent('Task not found');
  });
});
