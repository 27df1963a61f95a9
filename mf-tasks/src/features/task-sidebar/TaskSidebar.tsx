import {
  readSurfaces,
  taskEditRights,
  type PlatformApi,
  type PlatformProps,
  type Task,
} from '@staydesk/contracts';
import {
  useBodyScrollLock,
  useEscapeKey,
  useFirstArrivalInSlices,
  whenIdle,
} from '@staydesk/design-system';
import { TaskLoadError } from '@staydesk/design-system/panels';
import {
  useDrawnSurfaceHandover,
  useSurfaces,
  useTaskLiveUpdates,
} from '@staydesk/design-system/platform';
import { useEffect, type ReactNode } from 'react';
import { api, taskApi, useGetTaskQuery } from '../task-api';
import { showsTeamPicker } from './details/assignee-field';
import { TaskEditingProvider } from './editing/TaskEditingContext';
import { useViewer } from './editing/useViewer';
import { useRefreshAfterExecution } from './refresh-after-execution';
import { TaskDetailsSkeleton } from './TaskDetailsSkeleton';
import { TaskSidebarPanel } from './TaskSidebarPanel';
import { TaskView } from './TaskView';

export interface TaskSidebarProps extends PlatformProps {
  /** What the remote pins under a loaded task: its message composer. */
  footer?: (task: Task, platform: PlatformApi) => ReactNode;
}

/** The task detail sidebar, open while the URL carries ?task= (and no execution view). */
export function TaskSidebar({ platform, footer }: TaskSidebarProps) {
  const { taskId } = useSurfaces();
  useBodyScrollLock();
  useTaskLiveUpdates(platform, api);
  useEscapeKey((event) => {
    // An open marketplace, issues or execution panel sits on top and handles Escape itself.
    const surfaces = readSurfaces(window.location.search);
    if (surfaces.marketplace || surfaces.issues || surfaces.execution) return;
    event.preventDefault();
    platform.nav.closeTask();
  });
  if (!taskId) return null;
  return <TaskSidebarContent taskId={taskId} platform={platform} footer={footer} />;
}

function TaskSidebarContent({ taskId, platform, footer }: TaskSidebarProps & { taskId: string }) {
  const backFromExecution = useRefreshAfterExecution(taskId);
  const { data, error, isFetching, refetch } = useGetTaskQuery(taskId, {
    refetchOnMountOrArgChange: backFromExecution,
  });
  // The skeleton (or the server's drawing) stays until the task has rendered in slices.
  const task = useFirstArrivalInSlices(data);
  const viewer = useViewer(platform);
  // The assignee picker's team is asked for once the task's details are on the page and the
  // browser is idle, so the list is there when the picker opens. Not earlier: its answer landing
  // while the details render in slices changes what the composer reads from the store, and React
  // then renders the whole sidebar again in one piece. A prefetch, so its answer does not render
  // the sidebar again.
  const prefetchTeam = taskApi.usePrefetch('getTeam');
  const { isSuperUser, customerId } = platform.session;
  const picksAssignee =
    task !== undefined && showsTeamPicker({ ...viewer, isSuperUser, customerId }, task);
  useEffect(
    () => (picksAssignee ? whenIdle(() => prefetchTeam()) : undefined),
    [picksAssignee, prefetchTeam],
  );
  const onClose = () => platform.nav.closeTask();
  // The panel the server drew stays, in place of the loading one, until this one has the task.
  const covered = useDrawnSurfaceHandover(task !== undefined || error !== undefined);
  if (!task && !error) {
    if (covered) return null;
    return (
      <TaskSidebarPanel title="Loading task…" busy onClose={onClose}>
        <TaskDetailsSkeleton />
      </TaskSidebarPanel>
    );
  }
  if (!task) {
    return (
      <TaskSidebarPanel title="Task details" onClose={onClose}>
        <TaskLoadError
          taskId={taskId}
          status={error && 'status' in error ? error.status : undefined}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      </TaskSidebarPanel>
    );
  }
  return (
    <TaskSidebarPanel
      title={task.title || 'No title'}
      onClose={onClose}
      // Only those who may add to the task get the composer; the API refuses the others.
      footer={
        taskEditRights({ ...viewer, isSuperUser, customerId }, task).mayTouch
          ? footer?.(task, platform)
          : undefined
      }
    >
      <TaskEditingProvider task={task} viewer={viewer} platform={platform}>
        <TaskView now={new Date()} />
      </TaskEditingProvider>
    </TaskSidebarPanel>
  );
}
