import { css, type Theme } from '@emotion/react';
import { Button, EmptyState, Skeleton, VisuallyHidden } from '@staydesk/design-system';
import { activeFilterCount, type ListView } from './filters';
import { TAB_LABELS } from './sidebar-tabs';

const skeletonRowStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border.subtle};
`;

export function ListLoading() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading notifications</VisuallyHidden>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} css={skeletonRowStyle}>
          <Skeleton width="60%" height={14} />
          <Skeleton height={12} />
          <Skeleton width="25%" height={10} />
        </div>
      ))}
    </div>
  );
}

export function ListFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        title="Failed to load notifications"
        description="Check your connection, then try again."
        action={
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            Try Again
          </Button>
        }
      />
    </div>
  );
}

interface ListEmptyProps {
  view: ListView;
  onClearSearch: () => void;
  onClearFilters: () => void;
}

/** Nothing to show: caught up, or nothing matches what the user searched or filtered for. */
export function ListEmpty({ view, onClearSearch, onClearFilters }: ListEmptyProps) {
  const searching = view.q.trim() !== '';
  const filtering = activeFilterCount(view.filters) > 0;
  if (searching || filtering) {
    return (
      <EmptyState
        title="No matching notifications"
        description={
          searching
            ? `Nothing matches “${view.q.trim()}”${filtering ? ' with the filters applied' : ''}.`
            : 'Nothing matches the filters applied.'
        }
        action={
          <div css={(theme) => ({ display: 'flex', gap: theme.space[2] })}>
            {searching && (
              <Button variant="secondary" size="sm" onClick={onClearSearch}>
                Clear search
              </Button>
            )}
            {filtering && (
              <Button variant="secondary" size="sm" onClick={onClearFilters}>
                Clear filters
              </Button>
            )}
          </div>
        }
      />
    );
  }
  const description =
    view.tab === 'all'
      ? 'You have no notifications.'
      : view.tab === 'unread'
        ? 'You have no unread notifications.'
        : `You have no ${TAB_LABELS[view.tab].toLowerCase()} notifications.`;
  return <EmptyState title="All caught up!" description={description} />;
}
