import { useEffect, useRef } from 'react';
import type { EventTopic, LiveEvent, PlatformApi } from '@staydesk/contracts';

/** Runs the handler for every live event of the topic while the component is mounted. */
export function useLiveEvents(
  platform: PlatformApi,
  topic: EventTopic,
  onEvent: (event: LiveEvent) => void,
): void {
  // The latest handler is called without resubscribing on every render.
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => platform.subscribe(topic, (event) => handler.current(event)), [platform, topic]);
}
