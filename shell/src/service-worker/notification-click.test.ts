import { NOTIFICATION_CLICK_MESSAGE, type PendingNotificationClick } from '@staydesk/contracts';
import { openNotificationClick, type AppWindow } from './notification-click';

const NOW = 1_700_000_000_000;

function fakeWindow(overrides: Partial<AppWindow> = {}): AppWindow & { messages: unknown[] } {
  const messages: unknown[] = [];
  return {
    focused: false,
    visibilityState: 'hidden',
    focus: jest.fn(async () => undefined),
    postMessage: (message) => messages.push(message),
    messages,
    ...overrides,
  };
}

function environment(windows: AppWindow[]) {
  const kept: PendingNotificationClick[] = [];
  const opened: string[] = [];
  return {
    kept,
    opened,
    env: {
      windows: async () => windows,
      openWindow: async (path: string) => void opened.push(path),
      keep: async (click: PendingNotificationClick) => void kept.push(click),
      now: () => NOW,
    },
  };
}

const payload = {
  notificationId: 'n1',
  title: 'Turnover at the Loft',
  body: 'Due at 11:00',
  priority: 'high',
  userId: 'u1',
  taskId: 't1',
  marketplace: true,
};

test('with no window open, keeps the click and opens a window at its path', async () => {
  const { env, kept, opened } = environment([]);

  await openNotificationClick(payload, env);

  // toEqual ignores the target's undefined fields.
  expect(kept).toEqual([
    {
      notificationId: 'n1',
      userId: 'u1',
      target: { taskId: 't1', marketplace: true },
      clickedAt: NOW,
    },
  ]);
  expect(opened).toEqual(['/?task=t1&marketplace=true']);
});

test('opens the home page for a notification that points nowhere', async () => {
  const { env, opened } = environment([]);
  await openNotificationClick({ notificationId: 'n2', title: 'Sync done' }, env);
  expect(opened).toEqual(['/']);
});

test('hands the click to the focused window rather than opening another', async () => {
  const background = fakeWindow({ visibilityState: 'visible' });
  const focused = fakeWindow({ focused: true });
  const { env, opened, kept } = environment([background, focused]);

  await openNotificationClick(payload, env);

  expect(focused.messages).toEqual([{ type: NOTIFICATION_CLICK_MESSAGE }]);
  expect(focused.focus).toHaveBeenCalled();
  expect(background.messages).toEqual([]);
  expect(kept).toHaveLength(1);
  expect(opened).toEqual([]);
});

test('prefers a visible window, then any window', async () => {
  const hidden = fakeWindow();
  const visible = fakeWindow({ visibilityState: 'visible' });
  await openNotificationClick(payload, environment([hidden, visible]).env);
  expect(visible.messages).toHaveLength(1);

  const only = fakeWindow();
  await openNotificationClick(payload, environment([only]).env);
  expect(only.messages).toHaveLength(1);
});

test('a window that refuses focus still gets the click', async () => {
  const stubborn = fakeWindow({ focus: async () => Promise.reject(new Error('not allowed')) });
  await openNotificationClick(payload, environment([stubborn]).env);
  expect(stubborn.messages).toHaveLength(1);
});

test('unreadable data keeps nothing and just brings the app forward', async () => {
  const { env, kept, opened } = environment([]);
  await openNotificationClick('garbage', env);
  expect(kept).toEqual([]);
  expect(opened).toEqual(['/']);
});
