import type { Role, Task } from '@staydesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, renderSurface } from '@staydesk/design-system/testing';
import { servePanelApi } from '../marketplace-panel/panel-testing';
import { taskApi } from '../marketplace-panel/api';
import { issuesTaskFixture } from './fixtures';
import { TaskIssuesPanel } from './TaskIssuesPanel';

beforeEach(() => window.history.replaceState(null, '', '/?task=task-1&issues=true'));

function renderPanel(task: Task, role: Role = 'owner') {
  const served = servePanelApi(() => task);
  const platform = fakePlatform(role);
  renderSurface(<TaskIssuesPanel platform={platform} />, taskApi);
  return { ...served, platform };
}

const findPanel = () => screen.findByRole('region', { name: 'Task Issues' });

test('groups issues by location with General last, each with its evidence and origin', async () => {
  renderPanel(issuesTaskFixture);
  const panel = await findPanel();
  const groups = await within(panel).findAllByRole('heading', { level: 3 });
  expect(groups.map((heading) => heading.textContent)).toEqual(['access', 'Lounge', 'General']);
  expect(within(panel).getByText('Blocking issue open')).toBeVisible();
  expect(within(panel).getByText(/Code 4471 fails/)).toBeVisible();
  expect(within(panel).getByRole('img', { name: 'Lounge floor' })).toBeVisible();
  expect(within(panel).getByText(/Walkthrough/)).toBeVisible();
  expect(within(panel).getByText('Restock linen')).toBeVisible();
});

test("an editor resolves with the spec's labels and decides adjustments, rejecting as 'Not justified'", async () => {
  const { changes } = renderPanel(issuesTaskFixture);
  const panel = await findPanel();
  expect(await within(panel).findByRole('button', { name: 'Access provided' })).toBeVisible();
  expect(within(panel).getByRole('button', { name: 'Issue resolved' })).toBeVisible();
  await userEvent.click(within(panel).getByRole('button', { name: 'Access provided' }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
  expect(changes()).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      path: '/api/tasks/task-1/issues',
      body: { issueId: 'issue-lock', action: 'resolve' },
    }),
    expect.objectContaining({
      method: 'PATCH',
      path: '/api/tasks/marketplace/bids',
      body: {
        action: 'reject_adjustment',
        taskId: 'task-1',
        adjustmentId: 'adjustment-1',
        reason: 'Not justified',
      },
    }),
  ]);
  expect(within(panel).getAllByRole('button', { name: 'Create follow-up task' })).toHaveLength(2);
});

test('a provider not assigned to the task sees its issues read-only', async () => {
  renderPanel(issuesTaskFixture, 'maintenance');
  const panel = await findPanel();
  await within(panel).findByText('Party mess in the lounge');
  expect(within(panel).queryByRole('button', { name: /resolved|provided|Approve/ })).toBeNull();
  expect(within(panel).queryByRole('button', { name: 'Create follow-up task' })).toBeNull();
});

test('a task without issues says so', async () => {
  renderPanel({ ...issuesTaskFixture, issues: [] });
  expect(await within(await findPanel()).findByText('No issues')).toBeVisible();
});
