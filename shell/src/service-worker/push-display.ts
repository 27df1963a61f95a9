import type { PushPayload } from '@staydesk/contracts';

export interface ShownNotification {
  title: string;
  options: NotificationOptions;
}

/** The favicon the shell's build emits at its root; a push has no other image to show. */
const ICON = '/favicon.svg';

/**
 * What the operating system shows for a push. The notification id is the tag, so a push sent
 * twice replaces itself; the payload rides along as data for the click. Critical ones stay on
 * screen until the user acts on them.
 */
export function shownNotificationOf(payload: PushPayload | null): ShownNotification {
  if (!payload) {
    // A push must always show something (userVisibleOnly): unreadable data gets a plain notice.
    return { title: 'Staydesk', options: { body: 'You have a new notification.', icon: ICON } };
  }
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.notificationId,
      data: payload,
      icon: ICON,
      requireInteraction: payload.priority === 'critical',
    },
  };
}
