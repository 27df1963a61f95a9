/**
 * The shell's `i` shortcut and the dropdown's 'See all notifications' ask the sidebar to open
 * or toggle through a window event, so the shell never imports the remote.
 */
export const NOTIFICATION_SIDEBAR_EVENT = 'staydesk:notification-sidebar';
/** Sent by the sidebar once it listens; a request made before is held until then. */
export const NOTIFICATION_SIDEBAR_READY_EVENT = 'staydesk:notification-sidebar-ready';
export interface NotificationSidebarRequest {
  open: boolean | 'toggle';
  /** Opened with the page, as the user left it: it does not take focus from the page. */
  restored?: boolean;
}

export const NOTIFICATION_SIDEBAR_WIDTH = 400;
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';
