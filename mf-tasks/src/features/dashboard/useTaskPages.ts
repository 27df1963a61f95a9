import type { Task, TaskPage, TaskQuery } from '@staydesk/contracts';
import { useCallback, useMemo, useState } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import { api, taskApi, useListTasksQuery, useTasksDispatch } from '../task-api';

type ApiState = Parameters<ReturnType<typeof taskApi.endpoints.listTasks.select>>[0];

export interface TaskPages {
  tasks: Task[];
  scopeLabel: string | null;
  isLoading: boolean;
  isError: boolean;
  /** A later page is on its way. */
  isFetchingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** The calls of the pages after the first, each kept subscribed by a `PageSubscription`. */
  laterPages: TaskQuery[];
}

function mergePages(pages: readonly (TaskPage | undefined)[]): Task[] {
  // A task that moved from one page to the next while they were refetched shows once.
  const seen = new Set<string>();
  const tasks: Task[] = [];
  for (const task of pages.flatMap((page) => page?.tasks ?? [])) {
    if (seen.has(task.id)) continue;
    seen.add(task.id);
    tasks.push(task);
  }
  return tasks;
}

/**
 * The pages of one query, fetched one after the other with the cursor each page names. Mount
 * under a key of the query: other filters start again from the first page.
 */
export function useTaskPages(query: TaskQuery): TaskPages {
  const dispatch = useTasksDispatch();
  const first = useListTasksQuery(query);
  const [cursors, setCursors] = useState<string[]>([]);
  const laterPages = useMemo(
    () => cursors.map((cursor) => ({ ...query, cursor })),
    [cursors, query],
  );
  // One memoised selector per page, made once rather than on every store change.
  const pageSelectors = useMemo(
    () => laterPages.map((page) => taskApi.endpoints.listTasks.select(page)),
    [laterPages],
  );
  const laterData = useSelector(
    (state: ApiState) => pageSelectors.map((select) => select(state).data),
    shallowEqual,
  );
  const lastStatus = useSelector(
    (state: ApiState) => pageSelectors[pageSelectors.length - 1]?.(state).status ?? null,
  );

  const tasks = useMemo(() => mergePages([first.data, ...laterData]), [first.data, laterData]);
  const lastPage = laterPages.length === 0 ? first.data : laterData[laterData.length - 1];
  const nextCursor = lastPage?.nextCursor ?? null;
  // Until the page asked for last arrives, more is known to come.
  const awaitingPage = laterPages.length > 0 && lastPage === undefined;

  const loadMore = useCallback(() => {
    if (!nextCursor) return;
    setCursors((current) => (current.includes(nextCursor) ? current : [...current, nextCursor]));
  }, [nextCursor]);
  const retry = useCallback(() => {
    dispatch(api.util.invalidateTags(['TaskList']));
  }, [dispatch]);

  return {
    tasks,
    scopeLabel: first.data?.scopeLabel ?? null,
    isLoading: first.isLoading,
    isError: first.isError || lastStatus === 'rejected',
    isFetchingMore: lastStatus === 'pending',
    hasMore: nextCursor !== null || (awaitingPage && lastStatus !== 'rejected'),
    loadMore,
    retry,
    laterPages,
  };
}
