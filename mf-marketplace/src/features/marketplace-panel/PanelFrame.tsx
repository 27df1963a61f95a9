import { SIDE_PANEL_WIDTH, TASK_SIDEBAR_WIDTH, type Task } from '@staydesk/contracts';
import { SidePanel, TaskLoadError } from '@staydesk/design-system/panels';
import type { ReactNode } from 'react';

interface PanelFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A 600 px region left of the task sidebar; not modal, the sidebar stays usable beside it. */
export function PanelFrame({ title, onClose, children }: PanelFrameProps) {
  return (
    <SidePanel
      label={title}
      title={title}
      landmark="region"
      width={SIDE_PANEL_WIDTH}
      offsetRight={TASK_SIDEBAR_WIDTH}
      layer="panel"
      onClose={onClose}
    >
      {children}
    </SidePanel>
  );
}

/** What a panel's read of its task says: the fields of an RTK Query result it shows. */
export interface TaskRead {
  data?: Task;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface LoadedTaskProps {
  taskId: string;
  read: TaskRead;
  skeleton: ReactNode;
  children: (task: Task) => ReactNode;
}

/** A panel's body once its task is read: the skeleton first, the load error with a retry. */
export function LoadedTask({ taskId, read, skeleton, children }: LoadedTaskProps) {
  const { data: task, error, isLoading, isFetching, refetch } = read;
  if (isLoading) return skeleton;
  if (error || !task) {
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
    return (
      <TaskLoadError
        taskId={taskId}
        status={typeof status === 'number' || typeof status === 'string' ? status : undefined}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  return children(task);
}
