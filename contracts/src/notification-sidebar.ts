/**
 * The shell's `i` shortcut and the dropdown's 'See all notifications' ask the sidebar to open
 * or toggle through a window event, so the shell never imports the remote.
 */
export const NOTIFICATION_SIDEBAR_EVENT = 'staydesk:notification-sidebar';
/** Sent by the sidebar once it listens; a request made before is held until then. */
export const NOTIFICATION_SIDEBAR_READY_EVENT = 'staydesk:notification-sidebar-ready';
/**
 * Sent by the sidebar whenever it shows or hides, so the shell can make room for it where it
 * docks beside the page instead of covering the header.
 */
export const NOTIFICATION_SIDEBAR_SHOWN_EVENT = 'staydesk:notification-sidebar-shown';
export interface NotificationSidebarShown {
  open: boolean;
}
export interface NotificationSidebarRequest {
  open: boolean | 'toggle';
  /** Opened with the page, as the user left it: it does not take focus from the page. */
  restored?: boolean;
}

export const NOTIFICATION_SIDEBAR_WIDTH = 400;
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';
