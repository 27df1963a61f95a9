import { css } from '@emotion/react';
import type { Notification, NotificationList as NotificationPage } from '@staydesk/contracts';
import { useRef } from 'react';
import type { ListView } from './filters';
import { ListEmpty, ListFailed, ListLoading } from './ListStates';
import { PullIndicator } from './PullIndicator';
import { usePullToRefresh } from './usePullToRefresh';
import { VirtualNotificationList } from './VirtualNotificationList';

const areaStyle = css`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

const stateStyle = css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
`;

export interface ListHead {
  /** The view's first page, once it has loaded for this view. */
  page: NotificationPage | undefined;
  failed: boolean;
  fetching: boolean;
  refetch: () => Promise<unknown>;
}

interface NotificationListProps {
  view: ListView;
  head: ListHead;
  label: string;
  onOpen: (notification: Notification) => void;
  onArchive: (id: string) => Promise<void>;
  onClearSearch: () => void;
  onClearFilters: () => void;
}

/** The list area of a tab: loading, failed, empty or the list, with pull-to-refresh on touch. */
export function NotificationList({
  view,
  head,
  label,
  onOpen,
  onArchive,
  onClearSearch,
  onClearFilters,
}: NotificationListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { pull, refreshing, handlers } = usePullToRefresh({
    isAtTop: () => (scroller.current?.scrollTop ?? 0) <= 0,
    onRefresh: head.refetch,
  });
  const page = head.page;
  return (
    <div css={areaStyle} {...handlers}>
      <PullIndicator pull={pull} refreshing={refreshing} />
      {!page && !head.failed && <ListLoading />}
      {!page && head.failed && (
        <div css={stateStyle}>
          <ListFailed retrying={head.fetching} onRetry={() => void head.refetch()} />
        </div>
      )}
      {page && page.total === 0 && (
        <div css={stateStyle}>
          <ListEmpty view={view} onClearSearch={onClearSearch} onClearFilters={onClearFilters} />
        </div>
      )}
      {page && page.total > 0 && (
        <VirtualNotificationList
          view={view}
          total={page.total}
          scrollRef={scroller}
          label={label}
          onOpen={onOpen}
          onArchive={onArchive}
        />
      )}
    </div>
  );
}
