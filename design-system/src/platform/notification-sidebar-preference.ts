const KEY_PREFIX = 'staydesk:notification-sidebar:';
/**
 * Wide enough for the 400 px notifications sidebar beside a page's content (1,040 px at least):
 * there it opens with the page and docks, the page making room for it.
 */
export const NOTIFICATION_SIDEBAR_DOCKS_AT = '(min-width: 1440px)';

const roomy = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia(NOTIFICATION_SIDEBAR_DOCKS_AT).matches;

/**
 * Whether the notifications sidebar opens with the page: as the user last left it on this
 * device, open by default (the spec's 'stored locally, default open'). Only where it fits beside
 * the page: on a narrower screen it would cover the page the user came to see, so there it
 * waits to be asked for.
 */
export function notificationSidebarOpensWithPage(userId: string): boolean {
  if (!roomy()) return false;
  try {
    return localStorage.getItem(KEY_PREFIX + userId) !== 'closed';
  } catch {
    return true;
  }
}

/** Remembers the user's choice on every screen; it is applied where the sidebar fits. */
export function rememberNotificationSidebarOpen(userId: string, open: boolean): void {
  try {
    localStorage.setItem(KEY_PREFIX + userId, open ? 'open' : 'closed');
  } catch {
    // No storage (private mode, a full quota): the default applies next time.
  }
}
