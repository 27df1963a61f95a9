import type { ExecutionRead, Task } from '@staydesk/contracts';
import { sampleChecklistItem } from '@staydesk/design-system/fixtures';
import {
  photo,
  renderSurface,
  storedAttachment,
  useNodeFormData,
} from '@staydesk/design-system/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import ActiveScreen, { type StepPhoto } from './ActiveScreen';
import { FieldUser } from '../offline/field-queue';
import { executionApi } from './api';
import { executionRead, providerTaskFixture } from './fixtures';
import { runClockOf } from './run-clock';
import { serveExecution } from './test-api';

beforeAll(useNodeFormData);
afterEach(() => jest.useRealTimers());

const running: Task = { ...providerTaskFixture, status: 'in_progress' };

/** The screen with its photo held as the view holds it. */
function Run({
  task,
  read,
  onCompleted,
}: {
  task: Task;
  read: ExecutionRead;
  onCompleted: () => void;
}) {
  const [photo, setPhoto] = useState<StepPhoto | null>(null);
  return (
    <ActiveScreen
      task={task}
      clock={runClockOf(read, task)}
      photo={photo}
      onPhoto={setPhoto}
      onReportIssue={jest.fn()}
      onCompleted={onCompleted}
    />
  );
}

function renderRun(task: Task, read: ExecutionRead, onCompleted = jest.fn()) {
  renderSurface(
    <FieldUser value="provider-1">
      <Run task={task} read={read} onCompleted={onCompleted} />
    </FieldUser>,
    executionApi,
  );
  return onCompleted;
}

test('the clock ticks every second and the run is synced every 30 seconds', async () => {
  jest.useFakeTimers();
  const { sent } = serveExecution(running);
  renderRun(
    running,
    executionRead('active', { total_work_time: 60, as_of: new Date().toISOString() }),
  );
  const timer = screen.getByRole('timer', { name: 'Elapsed time' });
  expect(timer).toHaveTextContent('1:00');

  act(() => jest.advanceTimersByTime(1000));
  expect(timer).toHaveTextContent('1:01');
  expect(sent).toEqual([]);

  await act(async () => jest.advanceTimersByTime(29_000));
  expect(timer).toHaveTextContent('1:30');
  await waitFor(() =>
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: 'tasks/execution/task-1',
        body: { currentState: 'active', totalWorkTime: 90, totalBreakTime: 0 },
      }),
    ]),
  );
});

test('a step that needs a photo waits for it, then sends the photo with the step', async () => {
  const picked = photo('bed.jpg');
  const stored = storedAttachment(picked);
  const { sent } = serveExecution(running, executionRead('active'), (call) =>
    call.path === 'tasks/messages' ? { body: { success: true, attachments: [stored] } } : undefined,
  );
  renderRun(running, executionRead('active'));

  expect(screen.getByText('Photo Required: Take a photo to verify completion')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Complete Step' })).toBeDisabled();
  const camera = screen.getByLabelText('Take photo');
  expect(camera).toHaveAttribute('capture', 'environment');
  expect(camera).toHaveAttribute('accept', 'image/*');

  await userEvent.upload(camera, picked);
  expect(screen.getByText('Photo taken: bed.jpg')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Complete Step' }));

  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[0]).toMatchObject({ method: 'POST', path: 'tasks/messages' });
  expect(sent[1]).toMatchObject({
    method: 'PATCH',
    path: 'tasks/checklists?taskId=task-1&itemId=step-2',
    body: { completed: true, photoId: stored.id },
  });
});

test('a photo that fails to upload keeps the step open and says so', async () => {
  const { sent } = serveExecution(running, executionRead('active'), (call) =>
    call.path === 'tasks/messages'
      ? { status: 500, body: { error: { code: 'internal', message: 'Disk full' } } }
      : undefined,
  );
  renderRun(running, executionRead('active'));

  await userEvent.upload(screen.getByLabelText('Take photo'), photo('bed.jpg'));
  await userEvent.click(screen.getByRole('button', { name: 'Complete Step' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The photo could not be uploaded. The step stays open.',
  );
  expect(sent.map((call) => call.path)).toEqual(['tasks/messages']);
});

test('completing a step of a paused task that is not in progress resumes it and sets it in progress first', async () => {
  const task: Task = {
    ...providerTaskFixture,
    status: 'todo',
    checklist: [sampleChecklistItem({ id: 'step-9', title: 'Empty the bins' })],
  };
  const { sent } = serveExecution(task, executionRead('paused'));
  renderRun(task, executionRead('paused'));

  await userEvent.click(screen.getByRole('button', { name: 'Complete Step' }));

  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
    'POST tasks/execution/task-1/resume',
    'PATCH tasks?taskId=task-1',
    'PATCH tasks/checklists?taskId=task-1&itemId=step-9',
  ]);
  expect(sent[1]?.body).toEqual({ status: 'in_progress', startedAt: expect.any(String) });
});

test('Complete Task with open steps lists them and sends nothing', async () => {
  const { sent } = serveExecution(running);
  renderRun(running, executionRead('active'));

  await userEvent.click(screen.getByRole('button', { name: 'Complete Task' }));

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Cannot complete task. The following steps are not completed:');
  expect(alert).toHaveTextContent('Make the beds with fresh linen');
  expect(sent).toEqual([]);
});

test('Complete Task records the whole minutes worked', async () => {
  const done: Task = {
    ...running,
    checklist: running.checklist.map((item) => ({ ...item, completed: true })),
  };
  const { sent } = serveExecution(done);
  const onCompleted = renderRun(
    done,
    executionRead('active', { total_work_time: 2_650, as_of: new Date().toISOString() }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Complete Task' }));

  await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
  expect(sent).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      path: 'tasks?taskId=task-1',
      body: { status: 'completed', completedAt: expect.any(String), actualDuration: 44 },
    }),
  ]);
});

test('a refused completion says why and keeps the button', async () => {
  const done: Task = {
    ...running,
    checklist: running.checklist.map((item) => ({ ...item, completed: true })),
  };
  serveExecution(done, executionRead('active'), () => ({
    status: 422,
    body: { error: { code: 'bad_request', message: 'Resolve the blocking issue first' } },
  }));
  const onCompleted = renderRun(done, executionRead('active'));

  await userEvent.click(screen.getByRole('button', { name: 'Complete Task' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Resolve the blocking issue first');
  expect(screen.getByRole('button', { name: 'Complete Task' })).toBeEnabled();
  expect(onCompleted).not.toHaveBeenCalled();
});
