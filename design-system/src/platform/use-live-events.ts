import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
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

/** An RTK Query api, as far as marking its cached data stale goes. */
export interface TagInvalidator<Tag extends string> {
  util: { invalidateTags(tags: Array<TagDescription<Tag>>): UnknownAction };
}

/**
 * Marks the data a live event of the topic changed as stale, in the store around the
 * component: whatever is on screen of it is fetched again.
 */
export function useLiveInvalidation<Tag extends string>(
  platform: PlatformApi,
  topic: EventTopic,
  api: TagInvalidator<Tag>,
  tagsOf: (event: LiveEvent) => Array<TagDescription<Tag>>,
): void {
  const dispatch = useDispatch();
  useLiveEvents(platform, topic, (event) => dispatch(api.util.invalidateTags(tagsOf(event))));
}
