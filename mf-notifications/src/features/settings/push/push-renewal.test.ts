import { fakePushApi, fakePushBrowser, fakeSubscription, PUBLIC_KEY } from './fake-push-browser';
import {
  disablePush,
  enablePush,
  keyBytesOf,
  PUSH_SUBSCRIPTIONS_PATH,
  renewPushSubscription,
} from './push-subscription';

const KEY = keyBytesOf(PUBLIC_KEY);

beforeEach(() => localStorage.clear());

/** A browser where user-1 enabled push, and the API that heard of it. */
async function enabledFor(userId = 'user-1') {
  const push = fakePushBrowser();
  const api = fakePushApi();
  await enablePush(push.browser, api.apiFetch, userId);
  api.calls.length = 0;
  return { ...push, ...api };
}

const posted = (calls: Array<{ method: string; path: string; body: unknown }>) =>
  calls.filter((call) => call.method === 'POST' && call.path === PUSH_SUBSCRIPTIONS_PATH);

test('sends nothing while the subscription is the one registered', async () => {
  const { browser, apiFetch, calls } = await enabledFor();
  await renewPushSubscription(browser, apiFetch, 'user-1');
  expect(calls).toEqual([]);
});

test('registers a subscription the browser replaced on its own', async () => {
  const { browser, state, apiFetch, calls } = await enabledFor();
  state.subscription = fakeSubscription(KEY, 'https://push.example.test/s/rotated');

  await renewPushSubscription(browser, apiFetch, 'user-1');
  expect(posted(calls).map((call) => call.body)).toEqual([
    expect.objectContaining({ endpoint: 'https://push.example.test/s/rotated' }),
  ]);

  // Registered now: the next page sends nothing.
  calls.length = 0;
  await renewPushSubscription(browser, apiFetch, 'user-1');
  expect(calls).toEqual([]);
});

test('subscribes again, without a prompt, when the browser dropped the subscription', async () => {
  const { browser, state, apiFetch, calls } = await enabledFor();
  state.subscription = null;
  state.subscribeCalls.length = 0;

  await renewPushSubscription(browser, apiFetch, 'user-1');
  expect(state.subscribeCalls).toEqual([{ userVisibleOnly: true, applicationServerKey: KEY }]);
  expect(posted(calls)).toHaveLength(1);
});

test('does nothing for someone who never enabled push on this browser', async () => {
  const { browser, state, apiFetch, calls } = await enabledFor('user-1');
  state.subscription = null;
  await renewPushSubscription(browser, apiFetch, 'user-2');
  expect(calls).toEqual([]);
  expect(state.subscription).toBeNull();
});

test('after Disable, or once the browser blocks notifications, it stops for good', async () => {
  const disabled = await enabledFor();
  await disablePush(disabled.browser, disabled.apiFetch, 'user-1');
  disabled.calls.length = 0;
  await renewPushSubscription(disabled.browser, disabled.apiFetch, 'user-1');
  expect(disabled.calls).toEqual([]);
  expect(disabled.state.subscription).toBeNull();

  const blocked = await enabledFor();
  blocked.state.permission = 'denied';
  blocked.state.subscription = null;
  await renewPushSubscription(blocked.browser, blocked.apiFetch, 'user-1');
  blocked.state.permission = 'granted';
  await renewPushSubscription(blocked.browser, blocked.apiFetch, 'user-1');
  expect(blocked.calls).toEqual([]);
  expect(blocked.state.subscription).toBeNull();
});

test('a refused registration is tried again on the next page', async () => {
  const push = fakePushBrowser();
  await enablePush(push.browser, fakePushApi().apiFetch, 'user-1');
  push.state.subscription = fakeSubscription(KEY, 'https://push.example.test/s/rotated');

  const refusing = fakePushApi({ subscribe: { status: 503, body: {} } });
  await renewPushSubscription(push.browser, refusing.apiFetch, 'user-1');
  const accepting = fakePushApi();
  await renewPushSubscription(push.browser, accepting.apiFetch, 'user-1');
  expect(posted(accepting.calls)).toHaveLength(1);
});
