import {
  NOTIFICATION_SIDEBAR_EVENT,
  NOTIFICATION_SIDEBAR_READY_EVENT,
  type NotificationSidebarRequest,
} from '@staydesk/contracts';
import { useEffect, useEffectEvent } from 'react';

function requestOf(event: Event): NotificationSidebarRequest | undefined {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  if (typeof detail !== 'object' || detail === null || !('open' in detail)) return undefined;
  const open = detail.open;
  const restored = 'restored' in detail && detail.restored === true;
  return open === true || open === false || open === 'toggle' ? { open, restored } : undefined;
}

/**
 * The shell's `i` shortcut and the dropdown's 'See all notifications' ask for the sidebar
 * through a window event; once listening, the sidebar says so, and the shell sends any request
 * it held while the parcel loaded.
 */
export function useSidebarRequests(onRequest: (request: NotificationSidebarRequest) => void) {
  const handle = useEffectEvent((event: Event) => {
    const request = requestOf(event);
    if (request) onRequest(request);
  });
  useEffect(() => {
    const listener = (event: Event) => handle(event);
    window.addEventListener(NOTIFICATION_SIDEBAR_EVENT, listener);
    window.dispatchEvent(new Event(NOTIFICATION_SIDEBAR_READY_EVENT));
    return () => window.removeEventListener(NOTIFICATION_SIDEBAR_EVENT, listener);
  }, []);
}
