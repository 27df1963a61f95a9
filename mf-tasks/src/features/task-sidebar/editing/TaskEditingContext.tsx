import {
  canEditStructure,
  canTouchTask,
  taskEditScope,
  taskUpdateRefusal,
  type PlatformApi,
  type Task,
  type TaskEditScope,
  type TaskUpdateField,
  type TaskViewer,
} from '@staydesk/contracts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSaveTask, type SaveTask } from './useSaveTask';

/** What every section of a loaded task needs: the task, who looks at it and what they may do. */
export interface TaskEditing {
  task: Task;
  viewer: TaskViewer;
  platform: PlatformApi;
  scope: TaskEditScope;
  /** Whether the API would accept a change of this field from the viewer. */
  mayChange: (field: TaskUpdateField) => boolean;
  /** Ticks, tags: anyone who may change the task at all. */
  mayTouch: boolean;
  /** Checklist items and subtasks. */
  mayEditStructure: boolean;
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
  const value = useMemo<TaskEditing>(
    () => ({
      task,
      viewer,
      platform,
      scope: taskEditScope(viewer, task),
      mayChange: (field) => taskUpdateRefusal(viewer, task, [field]) === null,
      mayTouch: canTouchTask(viewer, task),
      mayEditStructure: canEditStructure(viewer.role),
      save,
    }),
    [task, viewer, platform, save],
  );
  return <TaskEditingContext.Provider value={value}>{children}</TaskEditingContext.Provider>;
}

export function useTaskEditing(): TaskEditing {
  const editing = useContext(TaskEditingContext);
  if (!editing) throw new Error('useTaskEditing needs a TaskEditingProvider');
  return editing;
}
