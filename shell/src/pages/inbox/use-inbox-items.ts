import { useCallback, useEffect, useState } from 'react';
import type { DashboardItems, PlatformApi } from '@staydesk/contracts';
import { takeEarlyResponse } from '../../boot-requests';
import { HOME_TASKS_PATH } from '../home-tasks';

export type InboxLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | ({ state: 'ready' } & DashboardItems);

/** Live events come in bursts (a bulk change): one refetch answers a burst. */
const REFETCH_DELAY_MS = 200;

/**
 * The caller's inbox, refetched whenever tasks, reservations or the caller's own inbox change
 * anywhere (another tab, another user). The first read is the one the entry sent early.
 */
export function useInboxItems(platform: PlatformApi) {
  const [load, setLoad] = useState<InboxLoad>({ state: 'loading' });
  const fetchItems = useCallback(
    (early?: Promise<Response>) =>
      (early ?? platform.apiFetch(HOME_TASKS_PATH))
        .then(async (response) => {
          if (!response.ok) throw new Error(`Could not load your inbox (${response.status})`);
          setLoad({ state: 'ready', ...((await response.json()) as DashboardItems) });
        })
        .catch((error: unknown) =>
          setLoad({
            state: 'error',
            message: error instanceof Error ? error.message : 'Could not load your inbox',
          }),
        ),
    [platform],
  );

  useEffect(() => {
    void fetchItems(takeEarlyResponse(HOME_TASKS_PATH));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetchSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void fetchItems(), REFETCH_DELAY_MS);
    };
    const unsubscribes = (['tasks', 'reservations', 'dashboard'] as const).map((topic) =>
      platform.subscribe(topic, refetchSoon),
    );
    return () => {
      clearTimeout(timer);
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    };
  }, [platform, fetchItems]);

  const retry = () => {
    setLoad({ state: 'loading' });
    void fetchItems();
  };
  return { load, refetch: () => void fetchItems(), retry };
}
