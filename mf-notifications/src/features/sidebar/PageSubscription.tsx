import { useGetNotificationPageQuery } from './api';
import type { ListView } from './filters';
import { STALE_AFTER_SECONDS } from './refresh';

/** Keeps one page of the view loaded and fresh while rows of it are on or near the screen. */
export function PageSubscription({ view, offset }: { view: ListView; offset: number }) {
  useGetNotificationPageQuery({ view, offset }, { refetchOnMountOrArgChange: STALE_AFTER_SECONDS });
  return null;
}
