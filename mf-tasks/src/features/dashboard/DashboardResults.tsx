import type { PlatformProps, TaskQuery, TeamUser } from '@staydesk/contracts';
import { Button, EmptyState, Skeleton } from '@staydesk/design-system';
import { useCallback, useMemo, useRef } from 'react';
import { BulkBar } from './BulkBar';
import type { DashboardFilters } from './dashboard-url';
import { dashboardRows, tasksInRowOrder } from './due-groups';
import { PageSubscription } from './PageSubscription';
import { useRemainingHeight } from './useRemainingHeight';
import { useSelection } from './useSelection';
import { useTaskPages } from './useTaskPages';
import { TaskColumnHeadings } from './TaskRow';
import { VirtualTaskList } from './VirtualTaskList';

interface DashboardResultsProps extends PlatformProps {
  query: TaskQuery;
  filters: DashboardFilters;
  team: readonly TeamUser[];
  onClearFilters: () => void;
}

/** The tasks of one query: loading, error and empty states, selection and the virtual list. */
export function DashboardResults({
  query,
  filters,
  team,
  platform,
  onClearFilters,
}: DashboardResultsProps) {
  const pages = useTaskPages(query);
  const rows = useMemo(
    () => dashboardRows(pages.tasks, filters.sort, new Date()),
    [pages.tasks, filters.sort],
  );
  const ordered = useMemo(() => tasksInRowOrder(rows).map((task) => task.id), [rows]);
  const selection = useSelection(ordered);
  const scrollRef = useRef<HTMLDivElement>(null);
  const height = useRemainingHeight(scrollRef);
  const { loadMore, hasMore, isFetchingMore } = pages;
  const onNearEnd = useCallback(() => {
    if (hasMore && !isFetchingMore) loadMore();
  }, [hasMore, isFetchingMore, loadMore]);
  const titles = useMemo(
    () => new Map(pages.tasks.map((task) => [task.id, task.title])),
    [pages.tasks],
  );
  const { openTask } = platform.nav;

  if (pages.isLoading) {
    return (
      <div aria-busy="true" aria-label="Loading tasks" css={{ display: 'grid', gap: 8 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={40} />
        ))}
      </div>
    );
  }
  if (pages.isError && pages.tasks.length === 0) {
    return (
      <EmptyState
        title="Tasks could not be loaded"
        description="Check your connection and try again."
        action={<Button onClick={pages.retry}>Try again</Button>}
      />
    );
  }
  if (pages.tasks.length === 0) {
    return (
      <EmptyState
        title="No tasks match these filters"
        action={<Button onClick={onClearFilters}>Clear filters</Button>}
      />
    );
  }
  const footer = pages.isError
    ? { text: 'More tasks could not be loaded.', loading: false }
    : hasMore
      ? { text: 'Loading more tasks…', loading: true }
      : null;
  return (
    <>
      <BulkBar
        selectedIds={[...selection.selected]}
        loadedCount={ordered.length}
        team={team}
        titleOf={(taskId) => titles.get(taskId) ?? taskId}
        onSelectAll={() => selection.setAll(ordered)}
        onClear={selection.clear}
        onDone={selection.keep}
      />
      {pages.isError && (
        <Button variant="secondary" size="sm" onClick={pages.retry}>
          Try loading more again
        </Button>
      )}
      {pages.laterPages.map((page) => (
        <PageSubscription key={page.cursor} query={page} />
      ))}
      <div style={{ height, display: 'flex', flexDirection: 'column' }}>
        <TaskColumnHeadings />
        <VirtualTaskList
          rows={rows}
          selected={selection.selected}
          scrollRef={scrollRef}
          footer={footer}
          onNearEnd={onNearEnd}
          onToggle={selection.toggle}
          onOpen={openTask}
        />
      </div>
    </>
  );
}
