import {
  STALE_WRITE_MESSAGE,
  staleWriteSchema,
  type Task,
  type TaskUpdate,
} from '@staydesk/contracts';
import { useCallback } from 'react';
import { taskApi, useUpdateTaskMutation, useTasksDispatch } from '../../task-api';
import { failureMessage } from './failure-message';
import { inTaskOrder } from './task-write-order';

export type SaveOutcome =
  | { ok: true }
  /** conflict: someone else saved first; the cache now holds their values. */
  | { ok: false; conflict: boolean; message: string };

export type SaveTask = (changes: Omit<TaskUpdate, 'version'>) => Promise<SaveOutcome>;

/**
 * PATCHes the task, after this user's earlier writes of it, with the version it was read at.
 * The answer replaces the cached task at once; a 409 puts the current task in its place.
 */
export function useSaveTask(task: Task): SaveTask {
  const [updateTask] = useUpdateTaskMutation();
  const dispatch = useTasksDispatch();
  const { id, version: readVersion } = task;
  return useCallback(
    (changes) =>
      inTaskOrder<SaveOutcome>(id, readVersion, async (version) => {
        const replaceCached = (current: Task) =>
          dispatch(taskApi.util.updateQueryData('getTask', id, () => current));
        const result = await updateTask({ taskId: id, update: { ...changes, version } });
        if (result.error === undefined) {
          replaceCached(result.data);
          return { outcome: { ok: true }, produced: result.data.version };
        }
        const { error } = result;
        const stale = staleWriteSchema.safeParse('data' in error ? error.data : undefined);
        if (stale.success) {
          replaceCached(stale.data.task);
          return {
            outcome: { ok: false, conflict: true, message: STALE_WRITE_MESSAGE },
            produced: null,
          };
        }
        return {
          outcome: { ok: false, conflict: false, message: failureMessage(error) },
          produced: null,
        };
      }),
    [dispatch, updateTask, id, readVersion],
  );
}
