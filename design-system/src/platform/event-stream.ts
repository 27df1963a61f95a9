import type { EventTopic, LiveEvent } from '@staydesk/contracts';

type Handler = (event: LiveEvent) => void;

/** After a refused connection (the API restarting, the database away): 1, 2, 4 ... 30 s. */
const REOPEN_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * One EventSource to /api/events for the whole page, shared by every subscriber; it opens on
 * the first subscription and closes with the last. The browser reconnects on its own after a
 * dropped connection (sending Last-Event-ID); a connection the server refused (a 503 while the
 * API restarts) is given up by the browser, so it is reopened here, from the last event seen.
 */
export function createEventStream(url = '/api/events') {
  const handlers = new Map<EventTopic, Set<Handler>>();
  let source: EventSource | null = null;
  let lastEventId = '';
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const dispatch = (message: MessageEvent<string>) => {
    failures = 0;
    if (message.lastEventId) lastEventId = message.lastEventId;
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    handlers.get(event.topic)?.forEach((handler) => handler(event));
  };

  const subscriberCount = () => [...handlers.values()].reduce((count, set) => count + set.size, 0);

  const open = () => {
    const resume = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
    const opened = new EventSource(`${url}${resume}`, { withCredentials: true });
    opened.addEventListener('open', () => (failures = 0));
    opened.addEventListener('message', dispatch);
    opened.addEventListener('error', () => {
      if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
      const delay = REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)];
      failures += 1;
      reopenTimer = setTimeout(() => {
        if (source === opened) source = open();
      }, delay);
    });
    return opened;
  };

  return function subscribe<Payload = unknown>(
    topic: EventTopic,
    handler: (event: LiveEvent<Payload>) => void,
  ): () => void {
    const set = handlers.get(topic) ?? new Set<Handler>();
    set.add(handler as Handler);
    handlers.set(topic, set);
    if (!source && typeof EventSource !== 'undefined') source = open();
    return () => {
      set.delete(handler as Handler);
      if (subscriberCount() === 0 && source) {
        clearTimeout(reopenTimer);
        source.close();
        source = null;
      }
    };
  };
}
