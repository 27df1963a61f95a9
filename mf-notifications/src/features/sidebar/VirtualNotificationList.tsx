import type { Notification } from '@staydesk/contracts';
import { virtualListStyle, virtualScrollerStyle } from '@staydesk/design-system';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useState, type KeyboardEvent, type RefObject } from 'react';
import type { ListView } from './filters';
import { PageSubscription } from './PageSubscription';
import { useNow } from './useNow';
import { usePagesInView } from './usePagesInView';
import { VirtualRow } from './VirtualRow';

/** A collapsed one-line notification; rows are measured once they render. */
const ESTIMATED_ROW_HEIGHT = 104;
/** Rows rendered beyond the screen either side, so a short scroll shows no blank. */
const OVERSCAN = 6;
/** Rows PageUp and PageDown move. */
const PAGE_STEP = 10;

interface VirtualNotificationListProps {
  view: ListView;
  total: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  label: string;
  onOpen: (notification: Notification) => void;
  onArchive: (id: string) => Promise<void>;
}

function rowIndexOf(target: EventTarget): number | undefined {
  const row = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
  return row ? Number(row.dataset.index) : undefined;
}

/**
 * Every notification of the view in one scrolling list, however many: only the rows on screen
 * are rendered, and their pages are fetched as they come into view. Arrow keys, Home, End,
 * PageUp and PageDown move between rows; only one row is in the tab order.
 */
export function VirtualNotificationList({
  view,
  total,
  scrollRef,
  label,
  onOpen,
  onArchive,
}: VirtualNotificationListProps) {
  const now = useNow();
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    // Scroll updates render with React's own batching rather than synchronously per event.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const firstShown = rows[0]?.index ?? 0;
  const lastShown = rows[rows.length - 1]?.index ?? 0;
  const pages = usePagesInView(firstShown, lastShown, total);

  const [active, setActive] = useState(0);
  const [focusTarget, setFocusTarget] = useState<number | null>(null);
  // The row that takes Tab: the current one, or the first on screen once it scrolled away.
  const tabbable = active >= firstShown && active <= lastShown ? active : firstShown;
  const onFocused = useCallback(() => setFocusTarget(null), []);

  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), total - 1);
    setActive(next);
    setFocusTarget(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = rowIndexOf(event.target);
    if (current === undefined) return;
    const steps: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + PAGE_STEP,
      PageUp: current - PAGE_STEP,
      Home: 0,
      End: total - 1,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div ref={scrollRef} css={virtualScrollerStyle} data-testid="notification-scroller">
      {pages.map((offset) => (
        <PageSubscription key={offset} view={view} offset={offset} />
      ))}
      <ul
        aria-label={label}
        css={virtualListStyle}
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
      >
        {rows.map((row) => (
          <VirtualRow
            key={row.key}
            view={view}
            index={row.index}
            total={total}
            start={row.start}
            measure={virtualizer.measureElement}
            tabbable={row.index === tabbable}
            focusRequested={row.index === focusTarget}
            onFocused={onFocused}
            onActive={setActive}
            now={now}
            onOpen={onOpen}
            onArchive={onArchive}
          />
        ))}
      </ul>
    </div>
  );
}
