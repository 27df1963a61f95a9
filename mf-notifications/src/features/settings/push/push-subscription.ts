import {
  errorMessageOf,
  PUSH_PUBLIC_KEY_PATH,
  type PlatformApi,
  type PushPublicKey,
} from '@staydesk/contracts';
import type { PushBrowser } from './push-browser';

export type PushState = 'checking' | 'unsupported' | 'denied' | 'enabled' | 'disabled';

/** Where the API keeps this browser's subscription (POST subscribes, DELETE unsubscribes). */
export const PUSH_SUBSCRIPTIONS_PATH = '/api/notifications/push';

export const PUSH_MESSAGES = {
  cannotEnable: 'Push notifications could not be enabled in this browser.',
  keyUnavailable: 'Push notifications are not available right now. Please try again later.',
  notAllowed: 'Push notifications stay off: the browser was not allowed to show them.',
  cannotDisable: 'Push notifications could not be turned off. Check your connection and try again.',
} as const;

/**
 * The subscription this browser last registered for a user who enabled push here. Kept per
 * user: someone else signing in on the same browser has not asked for pushes.
 */
const ENDPOINT_KEY = (userId: string) => `staydesk:push-endpoint:${userId}`;

function rememberEndpoint(userId: string, endpoint: string | null): void {
  try {
    if (endpoint) localStorage.setItem(ENDPOINT_KEY(userId), endpoint);
    else localStorage.removeItem(ENDPOINT_KEY(userId));
  } catch {
    // Storage refused (a private mode): the subscription still works, it is only not renewed.
  }
}

function rememberedEndpoint(userId: string): string | null {
  try {
    return localStorage.getItem(ENDPOINT_KEY(userId));
  } catch {
    return null;
  }
}

/** A failure with a message meant for the user. */
export class PushSetupError extends Error {}

type ApiFetch = PlatformApi['apiFetch'];

/** What this browser's push is now, without asking the user anything. */
export async function readPushState(browser: PushBrowser): Promise<PushState> {
  const permission = browser.permission();
  if (permission === null) return 'unsupported';
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'disabled';
  const pushManager = await browser.currentPushManager().catch(() => null);
  const subscription = await pushManager?.getSubscription().catch(() => null);
  return subscription ? 'enabled' : 'disabled';
}

/** The VAPID key travels as base64url; the push manager wants its bytes. */
export function keyBytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

async function publicKey(apiFetch: ApiFetch): Promise<Uint8Array<ArrayBuffer>> {
  const response = await apiFetch(PUSH_PUBLIC_KEY_PATH).catch(() => null);
  const body = (await response?.json().catch(() => null)) as PushPublicKey | null;
  if (!response?.ok || typeof body?.publicKey !== 'string') {
    throw new PushSetupError(PUSH_MESSAGES.keyUnavailable);
  }
  return keyBytesOf(body.publicKey);
}

/** This browser's subscription for the server's key, reusing one made with the same key. */
async function subscribe(pushManager: PushManager, key: Uint8Array<ArrayBuffer>) {
  const existing = await pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  // A subscription made with a previous key cannot be reused; the browser refuses a second one.
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Tells the API about the subscription: its answer, or null when it could not be reached. */
async function register(subscription: PushSubscription, apiFetch: ApiFetch) {
  return apiFetch(PUSH_SUBSCRIPTIONS_PATH, {
    method: 'POST',
    body: JSON.stringify(subscription.toJSON()),
  }).catch(() => null);
}

/**
 * The whole 'Enable' flow, started by the user's click: permission prompt, the service
 * worker's push manager, a subscription for the server's key, and the API told about it.
 * Browsers that cannot reach a push service (headless, offline) fail at the subscription.
 */
export async function enablePush(
  browser: PushBrowser,
  apiFetch: ApiFetch,
  userId: string,
): Promise<PushState> {
  const permission = await browser.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') throw new PushSetupError(PUSH_MESSAGES.notAllowed);
  const key = await publicKey(apiFetch);
  const subscription = await browser
    .readyPushManager()
    .then((pushManager) => subscribe(pushManager, key))
    .catch((error: unknown) => {
      console.warn('Push subscription failed', error);
      throw new PushSetupError(PUSH_MESSAGES.cannotEnable);
    });
  const response = await register(subscription, apiFetch);
  if (!response?.ok) {
    // The server does not know this subscription: keeping it would promise pushes that never come.
    await subscription.unsubscribe().catch(() => undefined);
    const body: unknown = await response?.json().catch(() => null);
    throw new PushSetupError(errorMessageOf(body, PUSH_MESSAGES.cannotEnable));
  }
  rememberEndpoint(userId, subscription.endpoint);
  return 'enabled';
}

/** 'Disable': the API forgets the subscription first, then the browser drops it. */
export async function disablePush(
  browser: PushBrowser,
  apiFetch: ApiFetch,
  userId: string,
): Promise<PushState> {
  const pushManager = await browser.currentPushManager().catch(() => null);
  const subscription = await pushManager?.getSubscription().catch(() => null);
  if (!subscription) return 'disabled';
  const response = await apiFetch(PUSH_SUBSCRIPTIONS_PATH, {
    method: 'DELETE',
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => null);
  // 404: the server had already dropped it (e.g. as expired); the browser's copy still goes.
  if (!response || (!response.ok && response.status !== 404)) {
    throw new PushSetupError(PUSH_MESSAGES.cannotDisable);
  }
  await subscription.unsubscribe().catch(() => undefined);
  rememberEndpoint(userId, null);
  return 'disabled';
}

/**
 * Where the user enabled push on this browser, keeps the API told of its subscription. A
 * browser may replace a subscription (its push service rotated it) or drop it (it expired)
 * without a word to the page, and pushes would then stop without the user knowing.
 * Run once a page, when idle: it asks nothing of the user (the permission is already granted)
 * and sends nothing while the subscription is the one registered.
 */
export async function renewPushSubscription(
  browser: PushBrowser,
  apiFetch: ApiFetch,
  userId: string,
): Promise<void> {
  const registered = rememberedEndpoint(userId);
  if (!registered) return;
  // Blocked since: the browser delivers nothing, and the user decides again in the settings.
  if (browser.permission() !== 'granted') return rememberEndpoint(userId, null);
  const pushManager = await browser.currentPushManager().catch(() => null);
  if (!pushManager) return;
  const current = await pushManager.getSubscription().catch(() => null);
  if (current?.endpoint === registered) return;
  const subscription = await subscribe(pushManager, await publicKey(apiFetch));
  const response = await register(subscription, apiFetch);
  if (response?.ok) rememberEndpoint(userId, subscription.endpoint);
}
