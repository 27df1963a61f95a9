/** The parts of the browser's push machinery the settings page uses, so tests can fake them. */
export interface PushBrowser {
  /** Null when this browser cannot receive web push at all (or the page is not secure). */
  permission(): NotificationPermission | null;
  /** Shows the browser's own prompt: only ever called from the user's click. */
  requestPermission(): Promise<NotificationPermission>;
  /** The push manager of the shell's service worker, when one is registered. */
  currentPushManager(): Promise<PushManager | null>;
  /** The push manager once the service worker is active; rejects if it never gets there. */
  readyPushManager(): Promise<PushManager>;
}

/** The shell registers /sw.js right after sign-in; waiting longer means it is not coming. */
const READY_TIMEOUT_MS = 10_000;

const supportsPush = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function withTimeout<Value>(promise: Promise<Value>, ms: number, what: string): Promise<Value> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export const browserPush: PushBrowser = {
  permission: () => (supportsPush() ? Notification.permission : null),
  requestPermission: () => Notification.requestPermission(),
  currentPushManager: async () =>
    (await navigator.serviceWorker.getRegistration('/'))?.pushManager ?? null,
  readyPushManager: async () =>
    (await withTimeout(navigator.serviceWorker.ready, READY_TIMEOUT_MS, 'The service worker'))
      .pushManager,
};
