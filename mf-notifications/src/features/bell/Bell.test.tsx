import {
  NOTIFICATION_SIDEBAR_EVENT,
  type Notification,
  type NotificationList,
} from '@staydesk/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, renderSurface, stubFetch } from '@staydesk/design-system/testing';
import { api as notificationsApi } from '../notifications-api';
import { Bell } from './Bell';
import { emptyListFixture, notificationFixture, notificationListFixture } from './fixtures';

function serve(list: NotificationList) {
  return stubFetch(() => ({ body: list }));
}

const findBell = (name: string | RegExp = /^Notifications/) =>
  screen.findByRole('button', { name });

test('the badge reads 99+ above 99 unread, and the bell says how many', async () => {
  serve({ ...emptyListFixture, unreadCount: 120 });
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);

  const bell = await findBell('Notifications, 99+ unread');
  expect(bell).toHaveTextContent('99+');
});

test('asks for the 5 newest notifications', async () => {
  const fetchMock = serve(emptyListFixture);
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
  await findBell('Notifications');

  const [request] = fetchMock.mock.calls[0] ?? [];
  expect(new Request(request as RequestInfo).url).toMatch(/\/api\/notifications\?limit=5$/);
});

test('an empty dropdown says all caught up', async () => {
  serve(emptyListFixture);
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);

  await userEvent.click(await findBell('Notifications'));

  const dropdown = screen.getByRole('dialog', { name: 'Notifications' });
  expect(within(dropdown).getByText('All caught up!')).toBeVisible();
});

test('lists the notifications with their fallbacks and marks the unread ones', async () => {
  serve(notificationListFixture);
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);

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
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
  await userEvent.click(await findBell(/^Notifications/));

  expect(screen.queryByText(long)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

  expect(screen.getByText(long)).toBeVisible();
});

test('Escape closes the dropdown and gives focus back to the bell', async () => {
  serve(emptyListFixture);
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
  const bell = await findBell('Notifications');
  await userEvent.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');

  await userEvent.keyboard('{Escape}');

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bell).toHaveFocus();
});

test('a click outside closes the dropdown', async () => {
  serve(emptyListFixture);
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
  await userEvent.click(await findBell('Notifications'));

  await userEvent.click(document.body);

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a failed load can be retried', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let status = 500;
  stubFetch(() =>
    status === 500
      ? { status, body: { error: { code: 'internal', message: 'Boom' } } }
      : { body: emptyListFixture },
  );
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
  await userEvent.click(await findBell('Notifications'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications');

  status = 200;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

  expect(await screen.findByText('All caught up!')).toBeVisible();
  expect(log).toHaveBeenCalledWith('Failed to fetch notifications: 500');
  log.mockRestore();
});

test('a live notification event refreshes the badge', async () => {
  let list = emptyListFixture;
  stubFetch(() => ({ body: list }));
  const platform = fakePlatform();
  renderSurface(<Bell platform={platform} />, notificationsApi);
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
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);

  await userEvent.click(await findBell('Notifications, 1 unread'));

  await waitFor(() =>
    expect(patches).toEqual([{ action: 'markAllRead', excludePriority: 'critical' }]),
  );
});

test('each notification can be archived from the keyboard', async () => {
  const patches = serveRecordingPatches(notificationListFixture);
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
  await userEvent.click(await findBell('Notifications, 1 unread'));

  const dropdown = screen.getByRole('dialog');
  within(dropdown).getByRole('button', { name: 'Archive New reservation' }).focus();
  await userEvent.keyboard('{Enter}');

  await waitFor(() =>
    expect(patches).toContainEqual({ action: 'archive', id: notificationFixture.id }),
  );
});

describe('more than the dropdown shows', () => {
  const manyList: NotificationList = { ...notificationListFixture, total: 6 };

  it("'See all notifications' closes the dropdown and asks for the sidebar", async () => {
    serve(manyList);
    const requests: unknown[] = [];
    const listener = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener(NOTIFICATION_SIDEBAR_EVENT, listener);
    renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
    const bell = await findBell('Notifications, 1 unread');
    await userEvent.click(bell);

    await userEvent.click(screen.getByRole('button', { name: 'See all notifications' }));

    window.removeEventListener(NOTIFICATION_SIDEBAR_EVENT, listener);
    expect(requests).toEqual([{ open: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('offers no such button when the dropdown shows everything', async () => {
    serve(notificationListFixture);
    renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
    await userEvent.click(await findBell('Notifications, 1 unread'));
    expect(screen.queryByRole('button', { name: 'See all notifications' })).toBeNull();
  });
});

test('links to the notification settings through the platform', async () => {
  serve(emptyListFixture);
  const platform = fakePlatform();
  renderSurface(<Bell platform={platform} />, notificationsApi);
  await userEvent.click(await findBell('Notifications'));

  await userEvent.click(screen.getByRole('link', { name: 'Notification settings' }));

  expect(platform.nav.navigate).toHaveBeenCalledWith('/settings/notifications');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('a click on a notification', () => {
  const listWith = (notification: Notification): NotificationList => ({
    ...emptyListFixture,
    notifications: [notification],
    total: 1,
    unreadCount: 1,
  });

  it('marks it read and opens its internal url in the app', async () => {
    const patches = serveRecordingPatches(
      listWith({ ...notificationFixture, source_reference: { url: '/listings/42' } }),
    );
    const platform = fakePlatform();
    renderSurface(<Bell platform={platform} />, notificationsApi);
    await userEvent.click(await findBell('Notifications, 1 unread'));

    await userEvent.click(screen.getByRole('button', { name: 'Unread: New reservation' }));

    expect(platform.nav.navigate).toHaveBeenCalledWith('/listings/42');
    await waitFor(() =>
      expect(patches).toContainEqual({ action: 'markAsRead', id: notificationFixture.id }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the marketplace beside the task when the task has a bid', async () => {
    serveRecordingPatches(
      listWith({
        ...notificationFixture,
        source_type: 'task',
        source_reference: { taskId: 'task-3' },
        metadata: { biddedAt: '2026-11-21T08:00:00.000Z' },
      }),
    );
    const platform = fakePlatform();
    renderSurface(<Bell platform={platform} />, notificationsApi);
    await userEvent.click(await findBell('Notifications, 1 unread'));
    await userEvent.click(screen.getByRole('button', { name: 'Unread: New reservation' }));
    expect(platform.nav.openMarketplace).toHaveBeenCalledWith('task-3');
    expect(platform.nav.openTask).not.toHaveBeenCalled();
  });

  it('opens an external link in a new tab without access to this one', async () => {
    serveRecordingPatches(
      listWith({ ...notificationFixture, external_link: 'https://airbnb.com/hosting' }),
    );
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
    await userEvent.click(await findBell('Notifications, 1 unread'));
    await userEvent.click(screen.getByRole('button', { name: 'Unread: New reservation' }));
    expect(open).toHaveBeenCalledWith(
      'https://airbnb.com/hosting',
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });

  it('shows a dashboard item no longer in the inbox in a dialog that gives focus back to the bell', async () => {
    serveRecordingPatches(
      listWith({ ...notificationFixture, source_reference: { dashboardItemId: 'item-4' } }),
    );
    renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
    const bell = await findBell('Notifications, 1 unread');
    await userEvent.click(bell);
    await userEvent.click(screen.getByRole('button', { name: 'Unread: New reservation' }));

    const dialog = await screen.findByRole('dialog', { name: 'New reservation' });
    expect(dialog).toHaveTextContent('item-4');
    expect(dialog).toHaveTextContent('This item is not in your inbox any more');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('only marks it read when it points nowhere, and the dropdown stays', async () => {
    const patches = serveRecordingPatches(
      listWith({
        ...notificationFixture,
        source_reference: { reservationId: 'r-1', type: 'inquiry' },
      }),
    );
    renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
    await userEvent.click(await findBell('Notifications, 1 unread'));
    await userEvent.click(screen.getByRole('button', { name: 'Unread: New reservation' }));
    await waitFor(() =>
      expect(patches).toContainEqual({ action: 'markAsRead', id: notificationFixture.id }),
    );
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  });
});

test("a failed list fetch is logged as 'Failed to fetch notifications: {status}'", async () => {
  stubFetch(() => ({ status: 503, body: { error: { code: 'unavailable', message: 'Down' } } }));
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderSurface(<Bell platform={fakePlatform()} />, notificationsApi);
  await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch notifications: 503'));
  log.mockRestore();
});
