import { TaskLoadError } from '@staydesk/design-system';
import { readSurfaces, type PlatformProps } from '@staydesk/contracts';
import { useSurfaces } from '@staydesk/design-system/platform';
import { useTaskLiveUpdates } from '../../live-updates';
import { useGetTaskQuery } from '../task-api';
import { TaskActions } from './TaskActions';
import { TaskDetails } from './TaskDetails';
import { TaskDetailsSkeleton } from './TaskDetailsSkeleton';
import { TaskSidebarPanel } from './TaskSidebarPanel';
import { useBodyScrollLock } from './useBodyScrollLock';
import { useEscapeKey } from './useEscapeKey';

/** The task detail sidebar, open while the URL carries ?task= (and no execution view). */
export function TaskSidebar({ platform }: PlatformProps) {
  const { taskId } = useSurfaces();
  useBodyScrollLock();
  useTaskLiveUpdates(platform);
  useEscapeKey((event) => {
    // An open marketplace, issues or execution panel sits on top and handles Escape itself.
    const surfaces = readSurfaces(window.location.search);
    if (event.defaultPrevented || surfaces.marketplace || surfaces.issues || surfaces.execution) {
      return;
    }
    event.preventDefault();
    platform.nav.closeTask();
  });
  if (!taskId) return null;
  return <TaskSidebarContent taskId={taskId} platform={platform} />;
}

function TaskSidebarContent({ taskId, platform }: PlatformProps & { taskId: string }) {
  const { data: task, error, isLoading, isFetching, refetch } = useGetTaskQuery(taskId);
  const onClose = () => platform.nav.closeTask();
  if (isLoading) {
    return (
      <TaskSidebarPanel title="Loading task…" busy onClose={onClose}>
        <TaskDetailsSkeleton />
      </TaskSidebarPanel>
    );
  }
  if (error || !task) {
    return (
      <TaskSidebarPanel title="Task details" onClose={onClose}>
        <TaskLoadError
          taskId={taskId}
          status={error && 'status' in error ? error.status : undefined}
          retrying={isFetching}
          onRetry={refetch}
        />
      </TaskSidebarPanel>
    );
  }
  return (
    <TaskSidebarPanel title={task.title} onClose={onClose}>
      <TaskDetails
        task={task}
        actions={
          <TaskActions
            task={task}
            role={platform.session.currentRole}
            userId={platform.session.user.id}
            now={new Date()}
            onOpenMarketplace={platform.nav.openMarketplace}
            onOpenExecution={platform.nav.openExecution}
          />
        }
      />
    </TaskSidebarPanel>
  );
}
