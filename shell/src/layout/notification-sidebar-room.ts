import {
  DOCKED_SIDEBAR_ROOM_PROPERTY,
  NOTIFICATION_SIDEBAR_EVENT,
  NOTIFICATION_SIDEBAR_SHOWN_EVENT,
  NOTIFICATION_SIDEBAR_WIDTH,
  notificationSidebarYields,
  readSurfaces,
  type NotificationSidebarRequest,
  type NotificationSidebarShown,
} from '@staydesk/contracts';
import { NOTIFICATION_SIDEBAR_DOCKS_AT, onLocationChange } from '@staydesk/design-system/platform';

const shownOf = (event: Event): NotificationSidebarShown | undefined => {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  return typeof detail === 'object' && detail !== null && 'open' in detail
    ? { open: detail.open === true }
    : undefined;
};

/**
 * Asked as the page would restore it: the sidebar neither takes focus nor keeps it as the user's
 * choice, so its stored open state stays what the user left.
 */
function askSidebar(open: boolean): void {
  const request: NotificationSidebarRequest = { open, restored: true };
  window.dispatchEvent(new CustomEvent(NOTIFICATION_SIDEBAR_EVENT, { detail: request }));
}

/**
 * Where the notifications sidebar docks (wide screens), the page narrows while it is open, so
 * the sidebar sits beside the header's bell and account menu instead of over them, and the other
 * side panels (a task, its issues) open beside it. Elsewhere it covers the page like any side
 * panel, and closes with its ×.
 *
 * Where a task's panels beside it would leave the page a sliver (a 1280-1440 px laptop), the
 * open sidebar, docked or not, yields while the task is open and comes back when it closes; its
 * stored open state stays as the user left it. Only a task that opens (or a window that
 * narrows) makes it yield: opened again by the user beside a task, it stays.
 *
 * Inline style through the CSSOM: the Content-Security-Policy admits only style elements that
 * carry the page's nonce, and this needs none.
 */
const cramped = () =>
  notificationSidebarYields(window.innerWidth, readSurfaces(window.location.search));

/** The sidebar closed itself for a task's panels, and comes back when they close. */
let yielded = false;

export function makeRoomForNotificationSidebar(): void {
  const docking = window.matchMedia(NOTIFICATION_SIDEBAR_DOCKS_AT);
  let open = false;
  const apply = () => {
    const root = document.documentElement.style;
    if (open && docking.matches) {
      root.paddingRight = `${NOTIFICATION_SIDEBAR_WIDTH}px`;
      root.setProperty(DOCKED_SIDEBAR_ROOM_PROPERTY, `${NOTIFICATION_SIDEBAR_WIDTH}px`);
    } else {
      root.paddingRight = '';
      root.removeProperty(DOCKED_SIDEBAR_ROOM_PROPERTY);
    }
  };
  let wasCramped = cramped();
  const giveOrTakeRoom = () => {
    const now = cramped();
    if (now && !wasCramped && open) {
      yielded = true;
      askSidebar(false);
    } else if (!now && yielded) {
      yielded = false;
      askSidebar(true);
    }
    wasCramped = now;
  };
  window.addEventListener(NOTIFICATION_SIDEBAR_SHOWN_EVENT, (event) => {
    const shown = shownOf(event);
    if (!shown) return;
    open = shown.open;
    // Opened again by the user while it had yielded: it is theirs again.
    if (open) yielded = false;
    apply();
  });
  docking.addEventListener('change', apply);
  onLocationChange(giveOrTakeRoom);
  window.addEventListener('resize', giveOrTakeRoom);
}

/**
 * Opens the sidebar with the page, as the user left it; on a page that opens with a task whose
 * panels need its room, it waits for the task to close instead.
 */
export function restoreNotificationSidebar(): void {
  if (cramped()) yielded = true;
  else askSidebar(true);
}
