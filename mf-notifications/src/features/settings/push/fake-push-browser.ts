import { PUSH_PUBLIC_KEY_PATH } from '@staydesk/contracts';
import type { PushBrowser } from './push-browser';

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe: () => Promise<boolean>;
}

export function fakeSubscription(key: Uint8Array, endpoint = 'https://push.example.test/s/1') {
  return {
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BKey', auth: 'secret' } }),
    unsubscribe: async () => true,
  } satisfies FakeSubscription;
}

export interface FakePushOptions {
  permission?: NotificationPermission | null;
  /** What the permission prompt answers. */
  prompt?: NotificationPermission;
  subscription?: FakeSubscription | null;
  /** How subscribing fails, as a headless or offline browser does. */
  subscribeError?: Error;
}

/** A browser's push machinery for stories and tests: no prompt, no push service. */
export function fakePushBrowser(options: FakePushOptions = {}) {
  const state = {
    permission: options.permission === undefined ? 'default' : options.permission,
    subscription: options.subscription ?? null,
    subscribeCalls: [] as PushSubscriptionOptionsInit[],
  };
  const pushManager = {
    getSubscription: async () => state.subscription,
    subscribe: async (init: PushSubscriptionOptionsInit) => {
      state.subscribeCalls.push(init);
      if (options.subscribeError) throw options.subscribeError;
      const key = init.applicationServerKey as Uint8Array;
      const subscription = fakeSubscription(key);
      const unsubscribe = subscription.unsubscribe;
      subscription.unsubscribe = async () => {
        state.subscription = null;
        return unsubscribe();
      };
      state.subscription = subscription;
      return subscription;
    },
  } as unknown as PushManager;
  const browser: PushBrowser = {
    permission: () => state.permission,
    requestPermission: async () => {
      state.permission = options.prompt ?? 'granted';
      return state.permission;
    },
    currentPushManager: async () => pushManager,
    readyPushManager: async () => pushManager,
  };
  return { browser, state };
}

export const unsupportedPushBrowser = fakePushBrowser({ permission: null }).browser;

/** A server key as the API hands it out. */
export const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export type PushApiReply = { status: number; body: unknown } | 'offline';

/** The API as the push section sees it: the public key, and the subscriptions route. */
export function fakePushApi(
  replies: { key?: PushApiReply; subscribe?: PushApiReply; unsubscribe?: PushApiReply } = {},
) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const apiFetch = async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply =
      path === PUSH_PUBLIC_KEY_PATH
        ? (replies.key ?? { status: 200, body: { publicKey: PUBLIC_KEY } })
        : method === 'POST'
          ? (replies.subscribe ?? { status: 201, body: { success: true } })
          : (replies.unsubscribe ?? { status: 200, body: { success: true } });
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  };
  return { apiFetch, calls };
}
