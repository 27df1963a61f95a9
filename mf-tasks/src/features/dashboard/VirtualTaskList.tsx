import { css, type Theme } from '@emotion/react';
import { virtualListStyle, virtualScrollerStyle } from '@staydesk/design-system';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import type { DashboardRow } from './due-groups';
import { TaskRow } from './TaskRow';

const TASK_ROW_HEIGHT = 49;
const GROUP_ROW_HEIGHT = 34;
/** Rows rendered beyond the screen either side, so a quick scroll shows no blank. */
const OVERSCAN = 10;
/** How close to the end of the loaded rows the next page is asked for. */
const NEXT_PAGE_MARGIN = 40;
const PAGE_STEP = 10;

// Rows are placed by their offsets, each as wide as the list.
const listStyle = css`
  ${virtualListStyle}
  & > li {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
  }
`;

const groupStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[4]};
  background: ${theme.colors.background.muted};
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.xs};
  font-weight: ${theme.typography.weights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export interface VirtualTaskListProps {
  rows: readonly DashboardRow[];
  selected: ReadonlySet<string>;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The last row while more pages exist: keyboard users reach the end and the next page too. */
  footer: { text: string; loading: boolean } | null;
  onNearEnd: () => void;
  onToggle: (taskId: string, range: boolean) => void;
  onOpen: (taskId: string) => void;
}

function taskIndexFrom(rows: readonly DashboardRow[], from: number, step: 1 | -1): number {
  for (let index = from; index >= 0 && index < rows.length; index += step) {
    if (rows[index]?.kind === 'task') return index;
  }
  return -1;
}

/**
 * Every loaded task in one scrolling list, however many: only the rows on screen are in the
 * page. Arrow keys, PageUp, PageDown, Home and End move between tasks (one is in the tab order);
 * Enter opens the focused task and Space selects it.
 */
export function VirtualTaskList({
  rows,
  selected,
  scrollRef,
  footer,
  onNearEnd,
  onToggle,
  onOpen,
}: VirtualTaskListProps) {
  const count = rows.length + (footer ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'task' ? TASK_ROW_HEIGHT : GROUP_ROW_HEIGHT),
    getItemKey: (index) => {
      const row = rows[index];
      if (!row) return 'footer';
      return row.kind === 'task' ? row.task.id : `group-${row.key}`;
    },
    overscan: OVERSCAN,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    if (lastShown >= rows.length - NEXT_PAGE_MARGIN) onNearEnd();
  }, [lastShown, rows.length, onNearEnd]);

  const [active, setActive] = useState(() => taskIndexFrom(rows, 0, 1));
  const [focusTarget, setFocusTarget] = useState<number | null>(null);
  const firstShown = items[0]?.index ?? 0;
  // The row that takes Tab: the current one, or the first task on screen once it scrolled away.
  const tabbable =
    active >= firstShown && active <= lastShown && rows[active]?.kind === 'task'
      ? active
      : taskIndexFrom(rows, firstShown, 1);
  const onFocused = useCallback(() => setFocusTarget(null), []);

  const moveTo = (target: number, step: 1 | -1) => {
    const clamped = Math.min(Math.max(target, 0), rows.length - 1);
    const next = taskIndexFrom(rows, clamped, step);
    const index = next === -1 ? taskIndexFrom(rows, clamped, step === 1 ? -1 : 1) : next;
    if (index === -1) return;
    setActive(index);
    setFocusTarget(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const row = event.target instanceof Element ? event.target.closest('[data-index]') : null;
    if (!(row instanceof HTMLElement)) return;
    const current = Number(row.dataset.index);
    const moves: Record<string, [number, 1 | -1]> = {
      ArrowDown: [current + 1, 1],
      ArrowUp: [current - 1, -1],
      PageDown: [current + PAGE_STEP, 1],
      PageUp: [current - PAGE_STEP, -1],
      Home: [0, 1],
      End: [rows.length - 1, -1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(...move);
  };

  return (
    <div ref={scrollRef} css={virtualScrollerStyle} data-testid="task-scroller">
      <ul
        aria-label="Tasks"
        css={listStyle}
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (!row || row.kind === 'group') {
            return (
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row ? (
                  <h2 css={groupStyle}>
                    {row.label} <span aria-label={`${row.count} tasks`}>({row.count})</span>
                  </h2>
                ) : (
                  <p
                    role="status"
                    data-loading-more={footer?.loading || undefined}
                    css={groupStyle}
                  >
                    {footer?.text}
                  </p>
                )}
              </li>
            );
          }
          return (
            <TaskRow
              key={item.key}
              task={row.task}
              index={item.index}
              start={item.start}
              selected={selected.has(row.task.id)}
              tabbable={item.index === tabbable}
              focusRequested={item.index === focusTarget}
              measure={virtualizer.measureElement}
              onToggle={onToggle}
              onOpen={onOpen}
              onFocused={onFocused}
            />
          );
        })}
      </ul>
    </div>
  );
}
