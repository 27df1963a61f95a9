import { HISTORY_SIDEBAR_WIDTH, type PlatformProps } from '@staydesk/contracts';
import { useRef } from 'react';
import { useGetHistoryQuery } from '../task-api';
import { useEscapeKey } from '@staydesk/design-system';
import { ActivityList } from './ActivityList';
import { useOutsideClick } from './useOutsideClick';

interface RecentActivitySidebarProps extends PlatformProps {
  onClose: () => void;
}

/** The items the user last worked on; a row opens the task, a click elsewhere closes it. */
export function RecentActivitySidebar({ platform, onClose }: RecentActivitySidebarProps) {
  const history = useGetHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const container = useRef<HTMLDivElement>(null);
  useOutsideClick(container, onClose);
  useEscapeKey(onClose);
  return (
    <div ref={container}>
      <ActivityList
        width={HISTORY_SIDEBAR_WIDTH}
        items={history.data}
        isLoading={history.isLoading}
        isError={history.isError}
        now={new Date()}
        onRetry={() => void history.refetch()}
        onOpen={(taskId) => {
          // The task's own sidebar takes the same place on the right.
          onClose();
          platform.nav.openTask(taskId);
        }}
        onClose={onClose}
      />
    </div>
  );
}
