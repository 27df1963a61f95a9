import { css, type Theme } from '@emotion/react';
import {
  maxLengthOf,
  TASK_SORTS,
  taskQuerySchema,
  type PlatformProps,
  type TaskQuery,
} from '@staydesk/contracts';
import { Input, mq } from '@staydesk/design-system';
import { useLocationPart } from '@staydesk/design-system/platform';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetTeamQuery, useListTasksQuery } from '../task-api';
import { DashboardResults } from './DashboardResults';
import { filtersSearch, readFilters, taskQueryOf, type DashboardFilters } from './dashboard-url';
import { FilterPanel } from './FilterPanel';
import { SORT_LABELS } from './labels';
import { useListLiveUpdates } from './useListLiveUpdates';

/** Tasks per page: a screenful several times over, a small answer each. */
export const PAGE_SIZE = 100;
const SEARCH_DEBOUNCE_MS = 300;

const pageStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${theme.space[4]} ${theme.space[6]} 0;
  ${mq.below('mobile')} {
    padding: ${theme.space[3]} ${theme.space[3]} 0;
  }
`;

const toolbarStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: end;
  & > :first-child {
    flex: 1 1 16rem;
  }
  select {
    min-height: 40px;
    font: inherit;
  }
`;

/** The search box writes the URL once typing pauses, not on every key. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input
      label="Search tasks"
      type="search"
      placeholder="Title or description"
      maxLength={maxLengthOf(taskQuerySchema.shape.q)}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

/**
 * /tasks/dashboard: the tasks a manager works through, filtered, sorted and searched as the URL
 * says, so a reload, a shared link and back/forward all show the same list.
 */
export function TasksDashboard({ platform }: PlatformProps) {
  const search = useLocationPart('search');
  const filters = useMemo(() => readFilters(search), [search]);
  const query: TaskQuery = useMemo(() => taskQueryOf(filters, PAGE_SIZE), [filters]);
  const { data: team } = useGetTeamQuery();
  // The same call as the list's first page: answered from its cache.
  const { data: firstPage } = useListTasksQuery(query);
  const listings = useMemo(
    () =>
      new Map(
        (firstPage?.tasks ?? []).flatMap((task) =>
          task.listing ? [[task.listing.id, task.listing.name] as const] : [],
        ),
      ),
    [firstPage],
  );
  useListLiveUpdates(platform);

  const { navigate } = platform.nav;
  const show = useCallback(
    (next: DashboardFilters) =>
      navigate(`${window.location.pathname}${filtersSearch(window.location.search, next)}`),
    [navigate],
  );
  const onSearch = useCallback(
    (q: string) => show({ ...readFilters(window.location.search), q }),
    [show],
  );

  return (
    <div css={pageStyle}>
      <h1 css={{ margin: 0, fontSize: '1.5rem' }}>{firstPage?.scopeLabel ?? 'Tasks'}</h1>
      <div css={toolbarStyle}>
        <SearchBox value={filters.q} onSearch={onSearch} />
        <label css={{ display: 'grid', gap: 4, fontSize: '0.875rem', fontWeight: 500 }}>
          Sort
          <select
            value={filters.sort}
            onChange={(event) =>
              show({
                ...filters,
                sort: TASK_SORTS.find((sort) => sort === event.target.value) ?? filters.sort,
              })
            }
          >
            {TASK_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FilterPanel filters={filters} team={team?.users ?? []} listings={listings} onChange={show} />
      <DashboardResults
        key={JSON.stringify(query)}
        query={query}
        filters={filters}
        team={team?.users ?? []}
        platform={platform}
        onClearFilters={() => show({ ...readFilters(''), sort: filters.sort })}
      />
    </div>
  );
}
