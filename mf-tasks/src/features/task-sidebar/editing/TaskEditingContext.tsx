import {
  taskEditRights,
  type PlatformApi,
  type Task,
  type TaskEditRights,
  type TaskViewer,
} from '@staydesk/contracts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSaveTask, type SaveTask } from './useSaveTask';

/** What every section of a loaded task needs: the task, who looks at it and what they may do. */
export interface TaskEditing extends TaskEditRights {
  task: Task;
  viewer: TaskViewer;
  platform: PlatformApi;
  save: SaveTask;
}

const TaskEditingContext = createContext<TaskEditing | null>(null);

export function TaskEditingProvider({
  task,
  viewer,
  platform,
  children,
}: {
  task: Task;
  viewer: TaskViewer;
  platform: PlatformApi;
  children: ReactNode;
}) {
  const save = useSaveTask(task);
  const { isSuperUser, customerId } = platform.session;
  const value = useMemo<TaskEditing>(
    () => ({
      task,
      viewer,
      platform,
      ...taskEditRights({ ...viewer, isSuperUser, customerId }, task),
      save,
    }),
    [task, viewer, platform, isSuperUser, customerId, save],
  );
  return <TaskEditingContext.Provider value={value}>{children}</TaskEditingContext.Provider>;
}

export function useTaskEditing(): TaskEditing {
  const editing = useContext(TaskEditingContext);
  if (!editing) throw new Error('useTaskEditing needs a TaskEditingProvider');
  return editing;
}
