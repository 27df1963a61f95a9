import type { NotificationList } from '@staydesk/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, stubFetch } from '@staydesk/design-system/testing';
import { renderSurface } from '../../testing/render-surface';
import { Bell } from './Bell';
import { emptyListFixture, notificationFixture, notificationListFixture } from './fixtures';

function serve(list: NotificationList) {
  return stubFetch(() => ({ body: list }));
}

const findBell = (name: string | RegExp = /^Notifications/) =>
  screen.findByRole('button', { name });

test('the badge reads 99+ above 99 unread, and the bell says how many', async () => {
  serve({ ...emptyListFixture, unreadCount: 120 });
  renderSurface(<Bell platform={fakePlatform()} />);

  const bell = await findBell('Notifications, 99+ unread');
  expect(bell).toHaveTextContent('99+');
});

test('asks for the 5 newest notifications', async () => {
  const fetchMock = serve(emptyListFixture);
  renderSurface(<Bell platform={fakePlatform()} />);
  await findBell('Notifications');

  const [request] = fetchMock.mock.calls[0] ?? [];
  expect(new Request(request as RequestInfo).url).toMatch(/\/api\/notifications\?limit=5$/);
});

test('an empty dropdown says all caught up', async () => {
  serve(emptyListFixture);
  renderSurface(<Bell platform={fakePlatform()} />);

  await userEvent.click(await findBell('Notifications'));

  const dropdown = screen.getByRole('dialog', { name: 'Notifications' });
  expect(within(dropdown).getByText('All caught up!')).toBeVisible();
});

test('lists the notifications with their fallbacks and marks the unread ones', async () => {
  serve(notificationListFixture);
  renderSurface(<Bell platform={fakePlatform()} />);

  await userEvent.click(await findBell('Notifications, 1 unread'));

  const items = within(screen.getByRole('dialog')).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Unread: New reservation');
  expect(items[1]).not.toHaveTextContent('Unread');
  expect(items[2]).toHaveTextContent('No title');
  expect(items[2]).toHaveTextContent('No description');
  expect(items[2]).toHaveTextContent('Unknown time');
});

test('a long description collapses behind Show more', async () => {
  const long = 'x'.repeat(130);
  serve({ ...emptyListFixture, notifications: [{ ...notificationFixture, description: long }] });
  renderSurface(<Bell platform={fakePlatform()} />);
  await userEvent.click(await findBell(/^Notifications/));

  expect(screen.queryByText(long)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

  expect(screen.getByText(long)).toBeVisible();
});

test('Escape closes the dropdown and gives focus back to the bell', async () => {
  serve(emptyListFixture);
  renderSurface(<Bell platform={fakePlatform()} />);
  const bell = await findBell('Notifications');
  await userEvent.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');

  await userEvent.keyboard('{Escape}');

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bell).toHaveFocus();
});

test('a click outside closes the dropdown', async () => {
  serve(emptyListFixture);
  renderSurface(<Bell platform={fakePlatform()} />);
  await userEvent.click(await findBell('Notifications'));

  await userEvent.click(document.body);

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a failed load can be retried', async () => {
  let status = 500;
  stubFetch(() =>
    status === 500
      ? { status, body: { error: { code: 'internal', message: 'Boom' } } }
      : { body: emptyListFixture },
  );
  renderSurface(<Bell platform={fakePlatform()} />);
  await userEvent.click(await findBell('Notifications'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications');

  status = 200;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

  expect(await screen.findByText('All caught up!')).toBeVisible();
});

test('a live notification event refreshes the badge', async () => {
  let list = emptyListFixture;
  stubFetch(() => ({ body: list }));
  const platform = fakePlatform();
  renderSurface(<Bell platform={platform} />);
  await findBell('Notifications');

  list = notificationListFixture;
  act(() => platform.emit('notifications'));

  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible(),
  );
});

/** Serves the list and records the body of every PATCH. */
function serveRecordingPatches(list: NotificationList) {
  const patches: unknown[] = [];
  stubFetch(async (request) => {
    if (request.method === 'PATCH') {
      patches.push(await request.json());
      return { body: { success: true, updated: 1 } };
    }
    return { body: list };
  });
  return patches;
}

test('opening the dropdown marks everything but critical notifications as read', async () => {
  const patches = serveRecordingPatches(notificationListFixture);
  renderSurface(<Bell platform={fakePlatform()} />);

  await userEvent.click(await findBell('Notifications, 1 unread'));

  await waitFor(() =>
    expect(patches).toEqual([{ action: 'markAllRead', excludePriority: 'critical' }]),
  );
});

test('each notification can be archived from the keyboard', async () => {
  const patches = serveRecordingPatches(notificationListFixture);
  renderSurface(<Bell platform={fakePlatform()} />);
  await userEvent.click(await findBell('Notifications, 1 unread'));

  const dropdown = screen.getByRole('dialog');
  within(dropdown).getByRole('button', { name: 'Archive New reservation' }).focus();
  await userEvent.keyboard('{Enter}');

  await waitFor(() =>
    expect(patches).toContainEqual({ action: 'archive', id: notificationFixture.id }),
  );
});
