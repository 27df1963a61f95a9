import { startTransition, useCallback, useEffect, useState } from 'react';
import type { DashboardItems, PlatformApi } from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';
import { DRAWN_ITEMS_ID, HOME_TASKS_PATH } from '../home-tasks';
import { pageCovered, whenPageUncovered } from '../page-covered';

export type InboxLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | ({ state: 'ready' } & DashboardItems);

/** Live events come in bursts (a bulk change): one refetch answers a burst. */
const REFETCH_DELAY_MS = 200;

/** The items read before the inbox first rendered (drawn, or read under the boot loader); used once. */
let prepared: DashboardItems | undefined;
/** Once the inbox has shown, a read prepared for it would only be stale. */
let inboxShown = false;
/**
 * The prepared items waited under a surface: they still match the drawn rows the inbox takes
 * over, but changes made meanwhile (a task completed in the execution view) are not in them.
 */
let preparedBeforeCover = false;

/** The items the server drew the page with, taken once; none on a page the browser draws. */
function takeDrawnItems(): DashboardItems | undefined {
  const element = document.getElementById(DRAWN_ITEMS_ID);
  element?.remove();
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as DashboardItems) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the items the server drew the page with, or reads them while the first sign-in's boot
 * loader shows, so the inbox's first render has its rows. A failure leaves
 * nothing prepared: the inbox then asks again.
 *
 * A drawn list that a surface covers (the execution view, a phone's task panel) stays as drawn
 * until that surface closes: nobody sees it meanwhile, and bringing its fifty rows to life
 * would take the phone's main thread from the surface that is being read.
 */
export async function prepareInboxItems(): Promise<void> {
  const drawn = takeDrawnItems();
  if (drawn) {
    if (pageCovered()) {
      preparedBeforeCover = true;
      await whenPageUncovered();
    }
    if (!inboxShown) prepared = drawn;
    return;
  }
  const response = await apiFetch(HOME_TASKS_PATH).catch(() => undefined);
  if (!response?.ok) return;
  const items = await response.json().then(
    (body: DashboardItems) => body,
    () => undefined,
  );
  if (!inboxShown) prepared = items;
}

/**
 * The server's render of the home page: the inbox shows `items`, and none is kept for the next
 * render (another caller's).
 */
export function renderedWithItems<T>(items: DashboardItems, render: () => T): T {
  prepared = items;
  try {
    return render();
  } finally {
    prepared = undefined;
  }
}

/**
 * The caller's inbox, refetched whenever tasks, reservations or the caller's own inbox change
 * anywhere (another tab, another user). The first read is the one the entry sent early.
 */
export function useInboxItems(platform: PlatformApi) {
  const [preparedItems] = useState(() => prepared);
  const [readAgain] = useState(() => preparedBeforeCover);
  const [load, setLoad] = useState<InboxLoad>(
    preparedItems ? { state: 'ready', ...preparedItems } : { state: 'loading' },
  );
  const fetchItems = useCallback(
    () =>
      platform
        .apiFetch(HOME_TASKS_PATH)
        .then(async (response) => {
          if (!response.ok) throw new Error(`Could not load your inbox (${response.status})`);
          const items = (await response.json()) as DashboardItems;
          // A transition, which React renders in slices of a few milliseconds: a full list
          // rendered in one go held a phone's main thread for over 100 ms.
          startTransition(() => setLoad({ state: 'ready', ...items }));
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
    inboxShown = true;
    prepared = undefined;
    preparedBeforeCover = false;
    if (!preparedItems || readAgain) void fetchItems();
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
  }, [platform, fetchItems, preparedItems, readAgain]);

  const retry = () => {
    setLoad({ state: 'loading' });
    void fetchItems();
  };
  return { load, refetch: () => void fetchItems(), retry };
}
