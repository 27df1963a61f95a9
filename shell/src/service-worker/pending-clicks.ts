import { openDB, type DBSchema } from 'idb';
import {
  PENDING_CLICKS_STORE,
  PENDING_NOTIFICATIONS_DB,
  type PendingNotificationClick,
} from '@staydesk/contracts';

interface PendingClicksDb extends DBSchema {
  [PENDING_CLICKS_STORE]: { key: string; value: PendingNotificationClick };
}

// Shared by the service worker (writes) and the shell (reads and deletes): one schema, one version.
const openPendingClicks = () =>
  openDB<PendingClicksDb>(PENDING_NOTIFICATIONS_DB, 1, {
    upgrade(db) {
      db.createObjectStore(PENDING_CLICKS_STORE, { keyPath: 'notificationId' });
    },
  });

/** Keeps a click until a signed-in window opens it; a second click on the same one replaces it. */
export async function keepPendingClick(click: PendingNotificationClick): Promise<void> {
  const db = await openPendingClicks();
  try {
    await db.put(PENDING_CLICKS_STORE, click);
  } finally {
    db.close();
  }
}

/** Reads and deletes every pending click in one transaction, so two windows never both open one. */
export async function takePendingClicks(): Promise<PendingNotificationClick[]> {
  const db = await openPendingClicks();
  try {
    const tx = db.transaction(PENDING_CLICKS_STORE, 'readwrite');
    const [clicks] = await Promise.all([tx.store.getAll(), tx.store.clear(), tx.done]);
    return clicks;
  } finally {
    db.close();
  }
}
