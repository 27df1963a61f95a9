import type { EventTopic, LiveEvent } from '@staydesk/contracts';

type Handler = (event: LiveEvent) => void;

/**
 * One EventSource to /api/events for the whole page, shared by every subscriber; it opens on
 * the first subscription and closes with the last. The browser reconnects on its own.
 */
export function createEventStream(url = '/api/events') {
  const handlers = new Map<EventTopic, Set<Handler>>();
  let source: EventSource | null = null;

  const dispatch = (message: MessageEvent<string>) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    handlers.get(event.topic)?.forEach((handler) => handler(event));
  };

  const subscriberCount = () => [...handlers.values()].reduce((count, set) => count + set.size, 0);

  return function subscribe<Payload = unknown>(
    topic: EventTopic,
    handler: (event: LiveEvent<Payload>) => void,
  ): () => void {
    const set = handlers.get(topic) ?? new Set<Handler>();
    set.add(handler as Handler);
    handlers.set(topic, set);
    if (!source && typeof EventSource !== 'undefined') {
      source = new EventSource(url, { withCredentials: true });
      source.addEventListener('message', dispatch);
    }
    return () => {
      set.delete(handler as Handler);
      if (subscriberCount() === 0 && source) {
        source.close();
        source = null;
      }
    };
  };
}
