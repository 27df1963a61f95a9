import {
  DOCKED_SIDEBAR_ROOM_PROPERTY,
  NOTIFICATION_SIDEBAR_SHOWN_EVENT,
  NOTIFICATION_SIDEBAR_WIDTH,
  type NotificationSidebarShown,
} from '@staydesk/contracts';
import { NOTIFICATION_SIDEBAR_DOCKS_AT } from '@staydesk/design-system/platform';

const shownOf = (event: Event): NotificationSidebarShown | undefined => {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  return typeof detail === 'object' && detail !== null && 'open' in detail
    ? { open: detail.open === true }
    : undefined;
};

/**
 * Where the notifications sidebar docks (wide screens), the page narrows while it is open, so
 * the sidebar sits beside the header's bell and account menu instead of over them, and the other
 * side panels (a task, its issues) open beside it. Elsewhere it covers the page like any side
 * panel, and closes with its ×.
 *
 * Inline style through the CSSOM: the Content-Security-Policy admits only style elements that
 * carry the page's nonce, and this needs none.
 */
export function makeRoomForNotificationSidebar(): void {
  const docks = window.matchMedia(NOTIFICATION_SIDEBAR_DOCKS_AT);
  let open = false;
  const apply = () => {
    const root = document.documentElement.style;
    if (open && docks.matches) {
      root.paddingRight = `${NOTIFICATION_SIDEBAR_WIDTH}px`;
      root.setProperty(DOCKED_SIDEBAR_ROOM_PROPERTY, `${NOTIFICATION_SIDEBAR_WIDTH}px`);
    } else {
      root.paddingRight = '';
      root.removeProperty(DOCKED_SIDEBAR_ROOM_PROPERTY);
    }
  };
  window.addEventListener(NOTIFICATION_SIDEBAR_SHOWN_EVENT, (event) => {
    const shown = shownOf(event);
    if (!shown) return;
    open = shown.open;
    apply();
  });
  docks.addEventListener('change', apply);
}
