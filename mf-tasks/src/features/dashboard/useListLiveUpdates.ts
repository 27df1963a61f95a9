import type { PlatformApi } from '@staydesk/contracts';
import { useLiveEvents } from '@staydesk/design-system/platform';
import { useEffect, useRef } from 'react';
import { api, useTasksDispatch } from '../task-api';

/** A burst of changes (a bulk update of 200 tasks) refetches the loaded pages once, not 200 times. */
const REFETCH_AT_MOST_EVERY_MS = 1_000;

/** Refetches the loaded pages of the list when any task changes. */
export function useListLiveUpdates(platform: PlatformApi): void {
  const dispatch = useTasksDispatch();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useLiveEvents(platform, 'tasks', () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      dispatch(api.util.invalidateTags(['TaskList']));
    }, REFETCH_AT_MOST_EVERY_MS);
  });
}
