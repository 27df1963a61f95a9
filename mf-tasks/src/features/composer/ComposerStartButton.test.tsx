import type { Role, Task } from '@staydesk/contracts';
import { sampleAssignment, sampleIssue, sampleTask } from '@staydesk/design-system/fixtures';
import { fakePlatform, renderSurface } from '@staydesk/design-system/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as tasksApi } from '../task-api';
import { ComposerStartButton } from './ComposerStartButton';

function renderAs(role: Role, task: Task) {
  const platform = fakePlatform(role);
  renderSurface(<ComposerStartButton task={task} platform={platform} />, tasksApi);
  return platform;
}

const today = sampleTask({ status: 'todo', start_date: null, due_date: null });

test('the assigned cleaner starts the task from the composer, on any screen', async () => {
  const platform = renderAs('cleaner', today);

  await userEvent.click(screen.getByRole('button', { name: 'Start Task' }));

  expect(platform.nav.openExecution).toHaveBeenCalledWith('task-1');
});

test('a task in progress is resumed, unless a blocking issue is open', () => {
  renderAs('maintenance', { ...today, status: 'in_progress' });
  expect(screen.getByRole('button', { name: 'Resume Task' })).toBeVisible();
});

test('a blocking issue, another provider or a manager get no button', () => {
  const blocked: Task = {
    ...today,
    status: 'blocked',
    issues: [sampleIssue({ is_blocking: true, status: 'reported' })],
  };
  renderAs('cleaner', blocked);
  renderAs('cleaner', { ...today, assignments: [sampleAssignment({ user_id: 'someone-else' })] });
  renderAs('admin', today);
  renderAs('supervisor', today);

  expect(screen.queryByRole('button')).toBeNull();
});
