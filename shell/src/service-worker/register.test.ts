import type { PendingNotificationClick } from '@staydesk/contracts';
import { openPendingClick } from './register';
import { takePendingClicks } from './pending-clicks';

jest.mock('./pending-clicks', () => ({ takePendingClicks: jest.fn() }));
const pending = takePendingClicks as jest.MockedFunction<typeof takePendingClicks>;

const click = (
  target: PendingNotificationClick['target'],
  age = 0,
  userId = 'u1',
): PendingNotificationClick => ({
  notificationId: JSON.stringify(target),
  userId,
  target,
  clickedAt: Date.now() - age,
});

beforeAll(() => Object.assign(globalThis, { indexedDB: {} }));
afterAll(() => Reflect.deleteProperty(globalThis, 'indexedDB'));
beforeEach(() => window.history.replaceState(null, '', '/listings?view=grid'));

test('opens the newest kept click over the current page', async () => {
  pending.mockResolvedValue([click({ taskId: 'old' }, 60_000), click({ taskId: 'new' })]);
  const navigate = jest.fn();

  await openPendingClick(navigate, 'u1');

  expect(navigate).toHaveBeenCalledWith('/listings?view=grid&task=new');
});

test("leaves another user's kept click alone", async () => {
  pending.mockResolvedValue([click({ taskId: 'theirs' }, 0, 'u2')]);
  const navigate = jest.fn();
  await openPendingClick(navigate, 'u1');
  expect(navigate).not.toHaveBeenCalled();
});

test('does nothing when the window is already there, or nothing is kept', async () => {
  const navigate = jest.fn();
  pending.mockResolvedValue([click({ url: '/listings?view=grid' })]);
  await openPendingClick(navigate, 'u1');
  pending.mockResolvedValue([]);
  await openPendingClick(navigate, 'u1');
  expect(navigate).not.toHaveBeenCalled();
});

test('a store that cannot be read is not an error for the user', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  pending.mockRejectedValue(new Error('blocked'));
  const navigate = jest.fn();
  await openPendingClick(navigate, 'u1');
  expect(navigate).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
