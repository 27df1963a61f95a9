import {
  NOTIFICATION_SIDEBAR_EVENT,
  NOTIFICATION_SIDEBAR_READY_EVENT,
  type Notification,
  type NotificationSidebarRequest,
} from '@staydesk/contracts';
import { DesignSystemProvider, theme } from '@staydesk/design-system';
import { fakePlatform, type FakePlatform } from '@staydesk/design-system/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, store } from '../notifications-api';
import BellWithStore from '../bell/BellWithStore';
import { fakeNotificationsApi } from './fake-notifications-fetch';
import { stubListLayout } from '@staydesk/design-system/testing';
import { manyNotifications, reservationFixture } from './fixtures';
import { LazyNotificationSidebar } from './LazyNotificationSidebar';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubListLayout();
});
afterEach(() => {
  restoreLayout();
  // The sidebar shares the remote's one store with the bell: start every test from nothing.
  store.dispatch(api.util.resetApiState());
  jest.restoreAllMocks();
});

function request(detail: NotificationSidebarRequest) {
  act(() => {
    window.dispatchEvent(new CustomEvent(NOTIFICATION_SIDEBAR_EVENT, { detail }));
  });
}

function renderSidebar(platform: FakePlatform = fakePlatform()) {
  render(
    <DesignSystemProvider>
      <button type="button">Somewhere on the page</button>
      <LazyNotificationSidebar platform={platform} />
    </DesignSystemProvider>,
  );
  return platform;
}

async function openSidebar() {
  request({ open: true });
  // The first open of the file loads the feature's code as well, behind a loading panel.
  await screen.findByRole('list', { name: /notifications$/ }, { timeout: 5_000 });
  return screen.getByRole('complementary', { name: 'Notifications' });
}

const rows = () => screen.getAllByRole('listitem');
const lastQuery = (server: ReturnType<typeof fakeNotificationsApi>) =>
  Object.fromEntries(server.listQueries.at(-1) ?? []);

describe('opening and closing', () => {
  it('says it listens, then opens, toggles and closes on request', async () => {
    fakeNotificationsApi(manyNotifications(3));
    const ready = jest.fn();
    window.addEventListener(NOTIFICATION_SIDEBAR_READY_EVENT, ready);
    renderSidebar();
    expect(ready).toHaveBeenCalledTimes(1);
    window.removeEventListener(NOTIFICATION_SIDEBAR_READY_EVENT, ready);

    await openSidebar();
    request({ open: 'toggle' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    request({ open: 'toggle' });
    expect(await screen.findByRole('complementary', { name: 'Notifications' })).toBeVisible();
    request({ open: false });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('Escape closes it and focus goes back where it was', async () => {
    fakeNotificationsApi(manyNotifications(3));
    renderSidebar();
    const before = screen.getByRole('button', { name: 'Somewhere on the page' });
    before.focus();
    await openSidebar();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(before).toHaveFocus();
  });

  it('links to the notification settings through the platform and closes', async () => {
    fakeNotificationsApi([]);
    const platform = renderSidebar();
    request({ open: true });
    const sidebar = await screen.findByRole('complementary', { name: 'Notifications' });
    await screen.findByText('All caught up!');
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Notification settings' }));
    expect(platform.nav.navigate).toHaveBeenCalledWith('/settings/notifications');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('the list', () => {
  it('marks unread notifications with a blue left border', async () => {
    fakeNotificationsApi(manyNotifications(2));
    renderSidebar();
    await openSidebar();
    const [unread, read] = rows();
    expect(unread).toHaveTextContent('Unread: New reservation #1');
    expect(unread).toHaveStyle(`border-left: 3px solid ${theme.colors.unread}`);
    expect(read).toHaveStyle('border-left: 3px solid transparent');
  });

  it('renders only a window of 5,000 notifications and pages them in from the API', async () => {
    const server = fakeNotificationsApi(manyNotifications(5_000));
    renderSidebar();
    await openSidebar();
    expect(rows().length).toBeLessThan(30);
    expect(rows()[0]).toHaveAttribute('aria-setsize', '5000');
    expect(lastQuery(server)).toMatchObject({ tab: 'all', offset: '0', limit: '50' });

    act(() => rows()[0]!.querySelector('button')!.focus());
    await userEvent.keyboard('{End}');

    await waitFor(() => expect(screen.getByText('Guest request #5000')).toBeInTheDocument());
    expect(server.listQueries.some((query) => query.get('offset') === '4950')).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Guest request #5000' })).toHaveFocus(),
    );
    expect(rows().length).toBeLessThan(30);
  });

  it('moves between rows with the arrow keys, one row in the tab order', async () => {
    fakeNotificationsApi(manyNotifications(4));
    renderSidebar();
    await openSidebar();
    const first = screen.getByRole('button', { name: 'Unread: New reservation #1' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Guest payment failed #2' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    act(() => first.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Guest payment failed #2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
  });

  it('says all caught up when there is nothing', async () => {
    fakeNotificationsApi([]);
    renderSidebar();
    request({ open: true });
    expect(await screen.findByText('All caught up!')).toBeVisible();
  });

  it('logs a failed fetch with its status and offers a retry', async () => {
    const server = fakeNotificationsApi(manyNotifications(2));
    server.listStatus = 500;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSidebar();
    request({ open: true });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications');
    expect(log).toHaveBeenCalledWith('Failed to fetch notifications: 500');

    server.listStatus = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('New reservation #1')).toBeInTheDocument();
  });
});

describe('search, tabs and filters', () => {
  it('searches on the server once typing pauses', async () => {
    const server = fakeNotificationsApi(manyNotifications(20));
    renderSidebar();
    await openSidebar();
    const before = server.listQueries.length;

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search notifications' }), 'payout');

    await waitFor(() => expect(lastQuery(server).q).toBe('payout'));
    expect(server.listQueries.length).toBe(before + 1);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Payout completed #5');
  });

  it('says when nothing matches the search, and clears it', async () => {
    fakeNotificationsApi(manyNotifications(5));
    renderSidebar();
    await openSidebar();
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No matching notifications')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('New reservation #1')).toBeInTheDocument();
  });

  it('shows the unread count on each tab and lists the tab from the API', async () => {
    const server = fakeNotificationsApi(manyNotifications(16));
    renderSidebar();
    await openSidebar();
    const all = screen.getByRole('tab', { name: 'All 6 unread' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    // The name starts with the words the tab shows, so saying 'All 6' selects it.
    expect(all).toHaveTextContent(/^All 6$/);
    await userEvent.click(screen.getByRole('tab', { name: 'Financial 2 unread' }));
    await waitFor(() => expect(lastQuery(server).tab).toBe('financial'));
    await waitFor(() =>
      expect(rows().map((row) => row.querySelector('button')?.textContent)).toEqual([
        'Guest payment failed #2',
        'Payout completed #5',
        'Unread: Guest payment failed #10',
        'Unread: Payout completed #13',
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Messages' })).toBeInTheDocument();
  });

  it('applies priority, type and status filters and counts them on the Filters tab', async () => {
    const server = fakeNotificationsApi(manyNotifications(16));
    renderSidebar();
    const sidebar = await openSidebar();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Filter notifications' }));

    const form = screen.getByRole('form', { name: 'Filter Notifications' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Critical' }));
    await userEvent.click(within(form).getByText('Financial'));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Payment failed' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Unread' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() =>
      expect(lastQuery(server)).toMatchObject({
        tab: 'all',
        priority: 'critical',
        type: 'payment_failure',
        status: 'unread',
      }),
    );
    expect(screen.getByRole('tab', { name: 'Filters 3 active' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Unread: Guest payment failed #10');
  });

  it('Cancel leaves the filters as they were', async () => {
    const server = fakeNotificationsApi(manyNotifications(4));
    renderSidebar();
    await openSidebar();
    await userEvent.click(screen.getByRole('tab', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'High' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('list', { name: 'All notifications' })).toBeInTheDocument();
    expect(lastQuery(server).priority).toBeUndefined();
    expect(screen.getByRole('tab', { name: 'Filters' })).toBeInTheDocument();
  });
});

describe('bulk actions', () => {
  it('mark all read sends one request for a double click and confirms for 2 s', async () => {
    const server = fakeNotificationsApi(manyNotifications(4));
    renderSidebar();
    await openSidebar();
    const markAll = screen.getByRole('button', { name: 'Mark all read' });

    await userEvent.dblClick(markAll);

    expect(await screen.findByRole('button', { name: 'All read' })).toBeVisible();
    expect(server.patches).toEqual([{ action: 'markAllRead' }]);
    await waitFor(() => expect(rows()[0]).not.toHaveTextContent('Unread'));
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled(),
      { timeout: 3_000 },
    );
  });

  it('archive all empties the list', async () => {
    const server = fakeNotificationsApi(manyNotifications(4));
    renderSidebar();
    await openSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Archive all' }));
    expect(await screen.findByText('All caught up!')).toBeVisible();
    expect(server.patches).toEqual([{ action: 'archiveAll' }]);
  });

  it.each([
    ['Mark all read', 'Failed to mark all as read'],
    ['Archive all', 'Failed to archive all'],
  ])('a failed %s is logged as %p, the spinner stops and nothing is lost', async (label, text) => {
    const server = fakeNotificationsApi(manyNotifications(4));
    server.patchStatus = 500;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSidebar();
    await openSidebar();
    const button = screen.getByRole('button', { name: label });

    await userEvent.click(button);

    await waitFor(() => expect(log).toHaveBeenCalledWith(text, expect.anything()));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(rows()).toHaveLength(4);
    expect(rows()[0]).toHaveTextContent('Unread: New reservation #1');
  });

  it("a failed archive is logged as 'Failed to archive notification'", async () => {
    const server = fakeNotificationsApi(manyNotifications(2));
    server.patchStatus = 500;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSidebar();
    await openSidebar();
    const archive = screen.getByRole('button', { name: 'Archive New reservation #1' });

    await userEvent.click(archive);

    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to archive notification', expect.anything()),
    );
    await waitFor(() => expect(archive).not.toHaveAttribute('aria-busy'));
    expect(rows()).toHaveLength(2);
  });
});

describe('opening a notification', () => {
  const withSource = (source: Partial<Notification>): Notification => ({
    ...manyNotifications(1)[0]!,
    ...source,
  });

  it('a task opens its panel, is marked read and the sidebar closes', async () => {
    const server = fakeNotificationsApi([
      withSource({ source_type: 'task', source_reference: { taskId: 'task-7' } }),
    ]);
    const platform = renderSidebar();
    await openSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Unread: New reservation #1' }));
    expect(platform.nav.openTask).toHaveBeenCalledWith('task-7');
    expect(server.patches).toEqual([{ action: 'markAsRead', id: 'notification-1' }]);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('a reservation opens a dialog with its details, and the sidebar stays', async () => {
    const server = fakeNotificationsApi([
      withSource({ source_reference: { reservationId: reservationFixture.id } }),
    ]);
    server.reservations.set(reservationFixture.id, reservationFixture);
    renderSidebar();
    await openSidebar();
    const opener = screen.getByRole('button', { name: 'Unread: New reservation #1' });
    await userEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Reservation HM4X2' });
    expect(dialog).toHaveTextContent('Jordan Lee');
    expect(dialog).toHaveTextContent('Harbor View Loft · 2BR');
    expect(dialog).toHaveTextContent('Fri, Dec 4, 2026 at 15:00');
    expect(dialog).toHaveTextContent('3 guests (2 adults, 1 child)');
    expect(dialog).toHaveTextContent('Confirmed');
    expect(dialog).toHaveTextContent('Airbnb');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('complementary', { name: 'Notifications' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a missing reservation says so', async () => {
    fakeNotificationsApi([withSource({ source_reference: { reservationId: 'gone' } })]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSidebar();
    await openSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Unread: New reservation #1' }));
    expect(await screen.findByText('Reservation not found')).toBeVisible();
  });

  it('a thread shows the notification in full and says the inbox is not there yet', async () => {
    fakeNotificationsApi([withSource({ source_reference: { threadId: 'thread-9' } })]);
    renderSidebar();
    await openSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Unread: New reservation #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'New reservation #1' });
    expect(dialog).toHaveTextContent('Jordan Lee booked Harbor View Loft for 3 nights.');
    expect(dialog).toHaveTextContent('thread-9');
    expect(dialog).toHaveTextContent('Open in inbox is not available');
  });
});

describe('staying current', () => {
  const listRequests = (server: ReturnType<typeof fakeNotificationsApi>) =>
    server.listQueries.length;

  it('pulling down past 100 px refreshes, a shorter pull does not', async () => {
    const server = fakeNotificationsApi(manyNotifications(3));
    renderSidebar();
    await openSidebar();
    const list = screen.getByTestId('notification-scroller').parentElement!;
    const pull = (distance: number) => {
      fireEvent.touchStart(list, { touches: [{ clientY: 100 }] });
      fireEvent.touchMove(list, { touches: [{ clientY: 100 + distance }] });
    };

    const before = listRequests(server);
    pull(60);
    expect(screen.getByTestId('pull-to-refresh')).toHaveTextContent('Pull to refresh');
    fireEvent.touchEnd(list);
    expect(listRequests(server)).toBe(before);

    pull(400);
    expect(screen.getByTestId('pull-to-refresh')).toHaveTextContent('Release to refresh');
    expect(screen.getByTestId('pull-to-refresh')).toHaveStyle('height: 200px');
    fireEvent.touchEnd(list);
    await waitFor(() => expect(listRequests(server)).toBe(before + 1));
  });

  it('refreshes when the browser tab becomes visible again', async () => {
    const server = fakeNotificationsApi(manyNotifications(3));
    renderSidebar();
    await openSidebar();
    const before = listRequests(server);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(listRequests(server)).toBe(before + 1));
  });

  it('refreshes on opening only when its data is older than 30 s', async () => {
    const server = fakeNotificationsApi(manyNotifications(3));
    renderSidebar();
    await openSidebar();
    request({ open: false });
    const before = listRequests(server);

    await openSidebar();
    expect(listRequests(server)).toBe(before);
    request({ open: false });

    jest.useFakeTimers({ advanceTimers: true });
    try {
      jest.setSystemTime(Date.now() + 31_000);
      await openSidebar();
      await waitFor(() => expect(listRequests(server)).toBe(before + 1));
    } finally {
      jest.useRealTimers();
    }
  });

  it('a live notification event brings the new notification in', async () => {
    const server = fakeNotificationsApi(manyNotifications(2));
    const platform = renderSidebar();
    await openSidebar();
    server.notifications = [
      { ...manyNotifications(1)[0]!, id: 'fresh', title: 'Fresh off the press' },
      ...server.notifications,
    ];
    act(() => platform.emit('notifications'));
    expect(await screen.findByText('Fresh off the press')).toBeInTheDocument();
  });
});

it("shares the bell's store: a read in the sidebar shows on the bell", async () => {
  const server = fakeNotificationsApi(manyNotifications(2));
  const platform = fakePlatform();
  render(
    <DesignSystemProvider>
      <BellWithStore platform={platform} />
      <LazyNotificationSidebar platform={platform} />
    </DesignSystemProvider>,
  );
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await openSidebar();

  await userEvent.click(screen.getByRole('button', { name: 'Unread: New reservation #1' }));

  expect(server.patches).toEqual([{ action: 'markAsRead', id: 'notification-1' }]);
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
});
