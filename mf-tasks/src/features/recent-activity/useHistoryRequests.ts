import {
  HISTORY_SIDEBAR_EVENT,
  HISTORY_SIDEBAR_READY_EVENT,
  type HistorySidebarRequest,
} from '@staydesk/contracts';
import { useEffect, useEffectEvent } from 'react';

function requestOf(event: Event): HistorySidebarRequest {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  if (typeof detail === 'object' && detail !== null && 'open' in detail) {
    const open = detail.open;
    if (open === true || open === false || open === 'toggle') return { open };
  }
  // The event's name says what a bare one asks for.
  return { open: true };
}

/**
 * The header's toggle and any surface ask for the sidebar through the window event; once
 * listening, the sidebar says so and the shell sends the request it held while this loaded.
 */
export function useHistoryRequests(onRequest: (request: HistorySidebarRequest) => void): void {
  const handle = useEffectEvent((event: Event) => onRequest(requestOf(event)));
  useEffect(() => {
    const listener = (event: Event) => handle(event);
    window.addEventListener(HISTORY_SIDEBAR_EVENT, listener);
    window.dispatchEvent(new Event(HISTORY_SIDEBAR_READY_EVENT));
    return () => window.removeEventListener(HISTORY_SIDEBAR_EVENT, listener);
  }, []);
}
