import { type PlatformProps } from '@staydesk/contracts';
import { Skeleton, useFirstArrivalInSlices, VisuallyHidden } from '@staydesk/design-system';
import { TaskLoadError } from '@staydesk/design-system/panels';
import {
  useDrawnSurfaceHandover,
  useSurfaces,
  useTaskLiveUpdates,
} from '@staydesk/design-system/platform';
import { useEffect, useId } from 'react';
import { FieldUser } from '../offline/field-queue';
import { SyncStatus } from '../offline/SyncStatus';
import { todaysTasks } from '@staydesk/design-system/offline';
import { executionApi, useGetTaskQuery } from './api';
import { FullScreenDialog } from './FullScreenDialog';
import { TaskRun } from './TaskRun';

/** Guided execution, full screen over everything (?task=…&execution=true). */
export function ExecutionView({ platform }: PlatformProps) {
  const { taskId } = useSurfaces();
  useTaskLiveUpdates(platform, executionApi);
  // Once a day per provider, while online: without it a task never opened online is not here.
  useEffect(() => {
    todaysTasks()
      .keep(platform.session)
      .catch(() => undefined);
  }, [platform]);
  if (!taskId) return null;
  return (
    <ExecutionForTask
      taskId={taskId}
      platform={platform}
      onClose={() => platform.nav.openTask(taskId)}
    />
  );
}

function ExecutionForTask({
  taskId,
  platform,
  onClose,
}: PlatformProps & { taskId: string; onClose: () => void }) {
  const titleId = useId();
  const { data, error, isLoading, isFetching, refetch } = useGetTaskQuery(taskId);
  // The skeleton (or the server's drawing) stays until the task has rendered in slices.
  const task = useFirstArrivalInSlices(data);
  const loading = isLoading || (data !== undefined && task === undefined);
  // The view the server drew stays, in place of the loading one, until this one has the task.
  if (useDrawnSurfaceHandover(!loading)) return null;
  return (
    <FullScreenDialog labelledBy={titleId} closeLabel="Close task execution" onClose={onClose}>
      {loading ? (
        <div css={(theme) => ({ display: 'grid', gap: theme.space[4] })} aria-busy="true">
          <h2 id={titleId} css={{ margin: 0 }}>
            <VisuallyHidden>Loading task…</VisuallyHidden>
          </h2>
          <Skeleton width="70%" height={28} />
          <Skeleton width="50%" />
          <Skeleton height={56} />
        </div>
      ) : task ? (
        <FieldUser value={platform.session.user.id}>
          <SyncStatus taskId={taskId} />
          <TaskRun task={task} titleId={titleId} platform={platform} />
        </FieldUser>
      ) : (
        <>
          <h2 id={titleId} css={{ margin: 0 }}>
            Task execution
          </h2>
          <TaskLoadError
            taskId={taskId}
            status={error && 'status' in error ? error.status : undefined}
            retrying={isFetching}
            onRetry={refetch}
          />
        </>
      )}
    </FullScreenDialog>
  );
}
