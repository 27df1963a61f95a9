import { css } from '@emotion/react';
import {
  NOTIFICATION_SIDEBAR_WIDTH,
  type Notification,
  type NotificationTab,
  type PlatformProps,
} from '@staydesk/contracts';
import { useDebouncedValue } from '@staydesk/design-system';
import { SidePanel } from '@staydesk/design-system/panels';
import { TabPanel, Tabs } from '@staydesk/design-system/overlays';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api, useNotificationLiveUpdates } from '../notifications-api';
import { useUpdateNotificationsMutation } from '../bell/api';
import { NotificationModal } from '../open-notification/NotificationModal';
import { leavesList, useOpenNotification } from '../open-notification/useOpenNotification';
import { useGetNotificationPageQuery } from './api';
import { FilterPanel } from './FilterPanel';
import { activeFilterCount, NO_FILTERS, type ListView, type NotificationFilters } from './filters';
import { NotificationList } from './NotificationList';
import { STALE_AFTER_SECONDS } from './refresh';
import { SidebarFooter } from './SidebarFooter';
import { SidebarHeaderActions } from './SidebarHeaderActions';
import { SidebarSearch } from './SidebarSearch';
import { FILTERS_TAB, isNotificationTab, sidebarTabItems, TAB_LABELS } from './sidebar-tabs';
import { useEscapeToClose } from './useEscapeToClose';
import { useNow } from './useNow';
import { useRefreshWhenVisible } from './useRefreshWhenVisible';

/** Typing pauses this long before the list asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

const fill = css`
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

/** The tab row keeps its height; the panel under it takes the rest. */
const tabsStyle = css`
  ${fill}
  & > [role='tablist'] {
    flex-shrink: 0;
  }
`;

interface NotificationSidebarProps extends PlatformProps {
  onClose: () => void;
  /** False when it opened with the page rather than at the user's word. */
  takeFocus?: boolean;
}

/** The right-hand notifications sidebar: search, tabs, filters, the whole list and bulk actions. */
export function NotificationSidebar({
  platform,
  onClose,
  takeFocus = true,
}: NotificationSidebarProps) {
  const dispatch = useDispatch();
  const container = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<NotificationTab>('all');
  const [showingFilters, setShowingFilters] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<NotificationFilters>(NO_FILTERS);
  const q = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const view = useMemo<ListView>(() => ({ tab, q, filters }), [tab, q, filters]);

  const head = useGetNotificationPageQuery(
    { view, offset: 0 },
    { refetchOnMountOrArgChange: STALE_AFTER_SECONDS },
  );
  const [update] = useUpdateNotificationsMutation();
  const opener = useOpenNotification(platform);
  const now = useNow();
  useNotificationLiveUpdates(platform);
  useRefreshWhenVisible(() => dispatch(api.util.invalidateTags(['Notification'])));
  useEscapeToClose(container, onClose);

  const { open } = opener;
  const openNotification = useCallback(
    (notification: Notification) => {
      if (leavesList(open(notification))) onClose();
    },
    [open, onClose],
  );
  const archive = useCallback(
    (id: string) =>
      update({ action: 'archive', id })
        .unwrap()
        .then(() => undefined)
        .catch((error: unknown) => console.error('Failed to archive notification', error)),
    [update],
  );
  const selectTab = (id: string) => {
    if (id === FILTERS_TAB) {
      setShowingFilters(true);
    } else if (isNotificationTab(id)) {
      setTab(id);
      setShowingFilters(false);
    }
  };
  const applyFilters = (next: NotificationFilters) => {
    setFilters(next);
    setShowingFilters(false);
  };

  // Unread counts do not depend on the view: the last ones stay while another view loads.
  const unreadCounts = head.data?.unreadCounts;
  const filterCount = activeFilterCount(filters);
  const everything = tab === 'all' && q === '' && filterCount === 0;
  return (
    <div ref={container} css={{ display: 'contents' }}>
      <SidePanel
        label="Notifications"
        title="Notifications"
        width={NOTIFICATION_SIDEBAR_WIDTH}
        docks
        flush
        takeFocus={takeFocus}
        actions={
          <SidebarHeaderActions
            platform={platform}
            filtersOpen={showingFilters}
            onToggleFilters={() => setShowingFilters(!showingFilters)}
            onNavigate={onClose}
          />
        }
        onClose={onClose}
      >
        <SidebarSearch value={searchText} onChange={setSearchText} />
        <Tabs
          css={tabsStyle}
          items={sidebarTabItems(filterCount, unreadCounts)}
          value={showingFilters ? FILTERS_TAB : tab}
          onValueChange={selectTab}
          label="Notification views"
        >
          <TabPanel value={showingFilters ? FILTERS_TAB : tab} css={fill}>
            {showingFilters ? (
              <FilterPanel
                applied={filters}
                onApply={applyFilters}
                onCancel={() => setShowingFilters(false)}
              />
            ) : (
              <NotificationList
                key={JSON.stringify(view)}
                view={view}
                label={`${TAB_LABELS[tab]} notifications`}
                head={{
                  page: head.currentData,
                  failed: head.isError,
                  fetching: head.isFetching,
                  refetch: head.refetch,
                }}
                onOpen={openNotification}
                onArchive={archive}
                onClearSearch={() => setSearchText('')}
                onClearFilters={() => setFilters(NO_FILTERS)}
              />
            )}
          </TabPanel>
        </Tabs>
        {!showingFilters && (
          <SidebarFooter
            unreadCount={unreadCounts?.all ?? 0}
            canArchive={!(everything && head.currentData?.total === 0)}
            onMarkAllRead={() => update({ action: 'markAllRead' }).unwrap()}
            onArchiveAll={() => update({ action: 'archiveAll' }).unwrap()}
          />
        )}
      </SidePanel>
      <NotificationModal modal={opener.modal} onClose={opener.closeModal} now={now} />
    </div>
  );
}
