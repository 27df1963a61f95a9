import type { NotificationList } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform, stubFetch } from '@staydesk/design-system/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyListFixture, notificationListFixture } from './fixtures';
import { LazyBell } from './LazyBell';

/** Serves the list to every GET and records each request for it as 'METHOD body'. */
function serveRecording(list: () => NotificationList) {
  const requests: string[] = [];
  stubFetch(async (request) => {
    const body = request.method === 'GET' ? '' : ` ${await request.text()}`;
    if (new URL(request.url).pathname === '/api/notifications')
      requests.push(`${request.method}${body}`);
    return { body: request.method === 'GET' ? list() : { success: true, updated: 1 } };
  });
  return requests;
}

const renderBell = (platform = fakePlatform()) =>
  render(
    <DesignSystemProvider>
      <LazyBell platform={platform} />
    </DesignSystemProvider>,
  );

test('shows the unread count from one request and follows the live stream', async () => {
  let list = emptyListFixture;
  const requests = serveRecording(() => list);
  const platform = fakePlatform();
  renderBell(platform);
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();

  list = notificationListFixture;
  act(() => platform.emit('notifications'));

  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  expect(requests).toEqual(['GET', 'GET']);
});

test('the first click opens the dropdown with the list already fetched, as any click does', async () => {
  const requests = serveRecording(() => notificationListFixture);
  renderBell();

  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

  const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(within(dropdown).getAllByRole('listitem')).toHaveLength(3);
  expect(dropdown).toHaveFocus();
  // Opening marks them read; the list the badge came from was not asked for again.
  await waitFor(() =>
    expect(requests).toEqual([
      'GET',
      `PATCH ${JSON.stringify({ action: 'markAllRead', excludePriority: 'critical' })}`,
      'GET',
    ]),
  );

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveFocus();
});
