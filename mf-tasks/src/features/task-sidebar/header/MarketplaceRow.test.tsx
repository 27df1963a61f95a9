import type { Task } from '@staydesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleTask } from '@staydesk/design-system/fixtures';
import { fakePlatform, renderSurface } from '@staydesk/design-system/testing';
import { api as tasksApi } from '../../task-api';
import { serveTaskApi, setViewportWidth } from '../sidebar-testing';
import { TaskSidebar } from '../TaskSidebar';

const taskFixture = sampleTask();

beforeEach(() => {
  window.history.replaceState(null, '', '/tasks/dashboard?task=task-1');
  setViewportWidth(1280);
});

function openAs(role: Parameters<typeof fakePlatform>[0], task: Task = taskFixture) {
  serveTaskApi(() => task);
  const platform = fakePlatform(role);
  renderSurface(<TaskSidebar platform={platform} />, tasksApi);
  return platform;
}

const findRow = () => screen.findByRole('group', { name: 'Marketplace' });

test('a task with no marketplace life offers a structure editor Enable, which opens the panel', async () => {
  const platform = openAs('owner');
  const row = await findRow();

  expect(row).toHaveTextContent('Enable marketplace to receive bids');
  expect(within(row).queryByRole('list', { name: 'Marketplace status' })).toBeNull();
  await userEvent.click(within(row).getByRole('button', { name: 'Enable' }));

  expect(platform.nav.openMarketplace).toHaveBeenCalledWith('task-1');
});

test('an eligible task shows the row with its subtitle and opens the marketplace', async () => {
  const platform = openAs('team_lead', { ...taskFixture, marketplace_eligible: true });
  const row = await findRow();

  const open = within(row).getByRole('button', { name: 'Marketplace' });
  expect(open).toHaveAccessibleDescription('Find providers, manage bids & payments');
  expect(within(row).queryByRole('button', { name: 'Enable' })).toBeNull();
  await userEvent.click(open);

  expect(platform.nav.openMarketplace).toHaveBeenCalledWith('task-1');
});

test('a payment status alone shows the row, with its badges', async () => {
  openAs('owner', { ...taskFixture, payment_status: 'paid' });
  const row = await findRow();

  const badges = within(row).getByRole('list', { name: 'Marketplace status' });
  expect(
    within(badges)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Enable', 'Paid']);
  expect(within(row).getByRole('button', { name: 'Marketplace' })).toBeVisible();
});

test('a viewer who may not edit the structure gets no Enable', async () => {
  openAs('inspector');
  await screen.findByRole('heading', { name: taskFixture.title });

  expect(screen.queryByRole('group', { name: 'Marketplace' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Enable' })).toBeNull();
});
