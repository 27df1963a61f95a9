// No zod here: the shell imports these constants and does not ship a schema library.
import type { NotificationPriority } from './notification-types';

/**
 * What a web push carries: enough for the service worker to show the notification and to
 * route a click without asking the API first. Encrypted end to end by the push protocol.
 */
export interface PushPayload {
  notificationId: string;
  /** The user it was pushed to: a click kept for the next start opens only for them. */
  userId?: string;
  title: string;
  body: string;
  priority: NotificationPriority;
  /** An internal path (with query) to open, when the notification has one. */
  url?: string;
  taskId?: string;
  /** The task has a bid (metadata.biddedAt): its marketplace panel opens with it. */
  marketplace?: boolean;
  dashboardItemId?: string;
  reservationId?: string;
  threadId?: string;
}

/** The application server key browsers subscribe with: GET answers `{ publicKey }` (base64url). */
export const PUSH_PUBLIC_KEY_PATH = '/api/notifications/push/public-key';

/** Where the user's notification settings are read (GET) and saved (PUT, the whole object). */
export const NOTIFICATION_PREFERENCES_PATH = '/api/user/notification-preferences';

/** The IndexedDB database that keeps a notification click made while no window was open. */
export const PENDING_NOTIFICATIONS_DB = 'pending-notifications';
