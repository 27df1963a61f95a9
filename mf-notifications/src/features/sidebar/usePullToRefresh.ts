import { useRef, useState, type TouchEvent } from 'react';

/** A pull of this far starts a refresh (spec: shell §9). */
export const PULL_THRESHOLD = 100;
/** The indicator follows the finger no further than this. */
export const PULL_MAX = 200;

interface PullToRefreshOptions {
  /** Only a pull that starts with the list scrolled to the top refreshes. */
  isAtTop: () => boolean;
  onRefresh: () => Promise<unknown>;
}

/** Touch pull-to-refresh: how far the list is pulled, and whether a refresh is running. */
export function usePullToRefresh({ isAtTop, onRefresh }: PullToRefreshOptions) {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const startY = useRef<number | null>(null);
  const pulled = useRef(0);

  const follow = (distance: number) => {
    pulled.current = distance;
    setPull(distance);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (refreshing || event.touches.length !== 1 || !touch || !isAtTop()) return;
    startY.current = touch.clientY;
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (startY.current === null || !touch) return;
    follow(Math.min(Math.max(touch.clientY - startY.current, 0), PULL_MAX));
  };
  const onTouchEnd = () => {
    if (startY.current === null) return;
    startY.current = null;
    const distance = pulled.current;
    follow(0);
    if (distance < PULL_THRESHOLD) return;
    setRefreshing(true);
    void onRefresh()
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
  };
  const onTouchCancel = () => {
    startY.current = null;
    follow(0);
  };

  return {
    pull,
    refreshing,
    handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel },
  };
}
