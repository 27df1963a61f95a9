import {
  NOTIFICATION_CLICK_MESSAGE,
  newestPendingClick,
  notificationClickPath,
} from '@staydesk/contracts';
import { takePendingClicks } from './pending-clicks';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Opens the newest notification click the service worker kept (see pending-clicks), against
 * the page the window is on. Every pending click is deleted, opened or not.
 */
export async function openPendingClick(
  navigate: (path: string) => void,
  userId: string,
): Promise<void> {
  // Without IndexedDB (some private modes) the worker could not keep anything either.
  if (typeof indexedDB === 'undefined') return;
  const clicks = await takePendingClicks().catch((error: unknown) => {
    console.warn('Pending notification clicks could not be read', error);
    return [];
  });
  const click = newestPendingClick(clicks, Date.now(), userId);
  const path = click && notificationClickPath(click.target, window.location);
  if (path && path !== `${window.location.pathname}${window.location.search}`) navigate(path);
}

/**
 * Signed in: registers /sw.js for the whole origin, opens a click kept while no window was
 * open, and opens the clicks the worker announces from now on.
 */
export function startServiceWorker(navigate: (path: string) => void, userId: string): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === NOTIFICATION_CLICK_MESSAGE) void openPendingClick(navigate, userId);
  });
  navigator.serviceWorker.startMessages();
  void openPendingClick(navigate, userId);
}
