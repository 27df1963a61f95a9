import { HISTORY_SIDEBAR_EVENT, HISTORY_SIDEBAR_ID, type HistoryItem } from '@staydesk/contracts';
import {
  fakePlatform,
  renderSurface,
  stubFetch,
  type StubReply,
} from '@staydesk/design-system/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as tasksApi } from '../task-api';
import { LazyRecentActivity } from './LazyRecentActivity';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const items: HistoryItem[] = [
  {
    id: 'task-1',
    kind: 'task',
    title: 'Fix the leaking tap',
    status: 'in_progress',
    lastInteraction: minutesAgo(0),
  },
  {
    id: 'task-2',
    kind: 'task',
    title: 'Deep clean before the long stay',
    status: 'todo',
    lastInteraction: minutesAgo(12),
  },
];

function serveHistory(reply: StubReply) {
  return stubFetch((request) =>
    new URL(request.url).pathname === '/api/dashboard/history'
      ? reply
      : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } },
  );
}

const ask = (detail?: unknown) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(HISTORY_SIDEBAR_EVENT, { detail }));
  });

function renderWithOutside() {
  const platform = fakePlatform();
  renderSurface(
    <>
      <button type="button">Somewhere else on the page</button>
      <button type="button" aria-controls={HISTORY_SIDEBAR_ID}>
        Toggle
      </button>
      <LazyRecentActivity platform={platform} />
    </>,
    tasksApi,
  );
  return platform;
}

const sidebar = () => screen.queryByRole('complementary', { name: 'Recent activity' });

test('the window event opens it; it lists what was last worked on with its time', async () => {
  serveHistory({ body: { items } });
  renderWithOutside();
  expect(sidebar()).toBeNull();

  ask();

  // The first opening loads the sidebar's code as well.
  expect(await screen.findByText('Fix the leaking tap', {}, { timeout: 5000 })).toBeVisible();
  expect(screen.getByText('Just now')).toBeVisible();
  expect(screen.getByText('12m ago')).toBeVisible();
  expect(screen.getByText('In progress')).toBeVisible();
});

test('a row opens the task in its place', async () => {
  serveHistory({ body: { items } });
  const platform = renderWithOutside();
  ask();

  await userEvent.click(await screen.findByText('Deep clean before the long stay'));

  expect(platform.nav.openTask).toHaveBeenCalledWith('task-2');
  expect(sidebar()).toBeNull();
});

test("with nothing worked on yet it says 'No recent activity'", async () => {
  serveHistory({ body: { items: [] } });
  renderWithOutside();
  ask();

  expect(await screen.findByText('No recent activity')).toBeVisible();
});

test('a click outside closes it; a click inside does not', async () => {
  serveHistory({ body: { items } });
  const user = userEvent.setup();
  renderWithOutside();
  ask();
  await screen.findByText('Just now');
  await user.click(screen.getByRole('heading', { name: 'Recent Activity' }));
  expect(sidebar()).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'Somewhere else on the page' }));

  expect(sidebar()).toBeNull();
});

test('its toggle opens and closes it, and Escape closes it', async () => {
  serveHistory({ body: { items } });
  const user = userEvent.setup();
  renderWithOutside();
  const toggle = screen.getByRole('button', { name: 'Toggle' });
  toggle.addEventListener('click', () =>
    window.dispatchEvent(new CustomEvent(HISTORY_SIDEBAR_EVENT, { detail: { open: 'toggle' } })),
  );

  await user.click(toggle);
  expect(await screen.findByText('Fix the leaking tap')).toBeVisible();
  await user.click(toggle);
  expect(sidebar()).toBeNull();

  await user.click(toggle);
  await screen.findByText('Fix the leaking tap');
  await user.keyboard('{Escape}');
  expect(sidebar()).toBeNull();
});

test('a failed load says so and offers to try again', async () => {
  serveHistory({ status: 500, body: { error: { code: 'internal', message: 'Down' } } });
  renderWithOutside();
  ask();

  expect(await screen.findByText('Recent activity could not be loaded')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
});
