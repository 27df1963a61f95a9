// The service worker at /sw.js (scope '/'): keeps the app for a day with no network (offline.ts),
// shows pushes and opens their clicks. Built from
// this file by the shell's webpack entry 'sw' and typechecked with the WebWorker library
// (shell/tsconfig.sw.json); it imports nothing from React or the design-system.
import { pushPayloadFrom } from '@staydesk/contracts';
import { openNotificationClick } from './notification-click';
import { serveOffline } from './offline';
import { keepPendingClick } from './pending-clicks';
import { shownNotificationOf } from './push-display';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once: its precache holds every file an older page could still ask
// for until the next one cleans it up, and the remotes' hashed chunks stay kept.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

serveOffline();

function readJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const { title, options } = shownNotificationOf(pushPayloadFrom(readJson(event.data)));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationClick(event.notification.data, {
      windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
      openWindow: (path) => self.clients.openWindow(path),
      keep: keepPendingClick,
      now: () => Date.now(),
    }),
  );
});
