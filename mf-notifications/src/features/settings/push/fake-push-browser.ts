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
