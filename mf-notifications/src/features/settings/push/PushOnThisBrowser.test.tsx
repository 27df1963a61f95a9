import { screen, waitFor } from '@testing-library/react';
import { renderSurface } from '@staydesk/design-system/testing';
import userEvent from '@testing-library/user-event';
import { api as notificationsApi } from '../../notifications-api';
import {
  fakePushApi as fakeApi,
  fakePushBrowser,
  fakeSubscription,
  PUBLIC_KEY,
  type FakePushOptions,
} from './fake-push-browser';
import { keyBytesOf, PUSH_SUBSCRIPTIONS_PATH } from './push-subscription';
import { PushOnThisBrowser } from './PushOnThisBrowser';

function renderPush(options: FakePushOptions, api = fakeApi(), pushChannelOn = true) {
  const push = fakePushBrowser(options);
  renderSurface(
    <PushOnThisBrowser
      browser={push.browser}
      apiFetch={api.apiFetch}
      userId="user-1"
      pushChannelOn={pushChannelOn}
    />,
    notificationsApi,
  );
  return { ...push, ...api };
}

const status = () => screen.getByRole('status');
const enableButton = () =>
  screen.findByRole('button', { name: 'Enable push notifications on this browser' });

test('says when the browser cannot do push at all', async () => {
  renderPush({ permission: null });
  await waitFor(() =>
    expect(status()).toHaveTextContent('This browser does not support push notifications.'),
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('explains how to unblock notifications the user has denied', async () => {
  renderPush({ permission: 'denied' });
  await waitFor(() => expect(status()).toHaveTextContent('blocked for Staydesk'));
  expect(screen.getByText(/set Notifications to Allow, then reload this page/)).toBeVisible();
});

test('asks for permission only on Enable, then subscribes with the server key and tells the API', async () => {
  const { state, calls } = renderPush({ permission: 'default' });
  const button = await enableButton();
  expect(state.permission).toBe('default');

  await userEvent.click(button);

  await waitFor(() =>
    expect(status()).toHaveTextContent('Push notifications are on for this browser.'),
  );
  expect(state.permission).toBe('granted');
  expect(state.subscribeCalls).toEqual([
    { userVisibleOnly: true, applicationServerKey: keyBytesOf(PUBLIC_KEY) },
  ]);
  expect(calls.at(-1)).toEqual({
    method: 'POST',
    path: PUSH_SUBSCRIPTIONS_PATH,
    body: {
      endpoint: 'https://push.example.test/s/1',
      expirationTime: null,
      keys: { p256dh: 'BKey', auth: 'secret' },
    },
  });
  // The same button now turns it off, and still has the focus.
  expect(button).toHaveAccessibleName('Disable push notifications on this browser');
});

test('a browser that cannot reach a push service says so and stays off', async () => {
  const { calls } = renderPush({
    subscribeError: new DOMException('no push service', 'AbortError'),
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  await userEvent.click(await enableButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Push notifications could not be enabled in this browser.',
  );
  expect(status()).toHaveTextContent('Push notifications are off for this browser.');
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
  warn.mockRestore();
});

test('a permission prompt answered with Block shows how to unblock', async () => {
  renderPush({ prompt: 'denied' });
  await userEvent.click(await enableButton());
  await waitFor(() => expect(status()).toHaveTextContent('blocked for Staydesk'));
});

test('without the server key, nothing is subscribed', async () => {
  const { state } = renderPush({}, fakeApi({ key: { status: 404, body: {} } }));
  await userEvent.click(await enableButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Push notifications are not available right now. Please try again later.',
  );
  expect(state.subscribeCalls).toHaveLength(0);
});

test('when the API refuses the subscription, the browser drops it again', async () => {
  const refused = {
    status: 400,
    body: { error: { code: 'validation_failed', message: 'keys: Required' } },
  };
  const { state } = renderPush({}, fakeApi({ subscribe: refused }));
  await userEvent.click(await enableButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('keys: Required');
  expect(state.subscription).toBeNull();
  expect(status()).toHaveTextContent('off for this browser');
});

test('Disable tells the API, then unsubscribes the browser', async () => {
  const subscription = fakeSubscription(keyBytesOf(PUBLIC_KEY));
  const unsubscribe = jest.spyOn(subscription, 'unsubscribe');
  const { calls } = renderPush({ permission: 'granted', subscription });

  await userEvent.click(
    await screen.findByRole('button', { name: 'Disable push notifications on this browser' }),
  );

  await waitFor(() => expect(status()).toHaveTextContent('off for this browser'));
  expect(calls).toEqual([
    { method: 'DELETE', path: PUSH_SUBSCRIPTIONS_PATH, body: { endpoint: subscription.endpoint } },
  ]);
  expect(unsubscribe).toHaveBeenCalled();
});

test('offline, Disable keeps push on and says what to do', async () => {
  const subscription = fakeSubscription(keyBytesOf(PUBLIC_KEY));
  renderPush({ permission: 'granted', subscription }, fakeApi({ unsubscribe: 'offline' }));

  await userEvent.click(
    await screen.findByRole('button', { name: 'Disable push notifications on this browser' }),
  );

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Push notifications could not be turned off. Check your connection and try again.',
  );
  expect(status()).toHaveTextContent('on for this browser');
});

test('reminds that the Push channel is off for the whole account', async () => {
  const subscription = fakeSubscription(keyBytesOf(PUBLIC_KEY));
  renderPush({ permission: 'granted', subscription }, fakeApi(), false);
  expect(await screen.findByText(/Push is switched off under Delivery channels/)).toBeVisible();
});

test('reuses a subscription made with the same key', async () => {
  const subscription = fakeSubscription(keyBytesOf(PUBLIC_KEY));
  const { state, calls } = renderPush({ permission: 'default', subscription });
  await userEvent.click(await enableButton());
  await waitFor(() => expect(status()).toHaveTextContent('on for this browser'));
  expect(state.subscribeCalls).toHaveLength(0);
  expect(calls.at(-1)?.method).toBe('POST');
});
