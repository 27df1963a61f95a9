import {
  STALE_WRITE_MESSAGE,
  staleWriteSchema,
  type Task,
  type TaskUpdate,
} from '@staydesk/contracts';
import { useCallback } from 'react';
import { useAppDispatch } from '../../../store';
import { taskApi, useUpdateTaskMutation } from '../../task-api';
import { failureMessage } from './failure-message';

export type SaveOutcome =
  | { ok: true }
  /** conflict: someone else saved first; the cache now holds their values. */
  | { ok: false; conflict: boolean; message: string };

export type SaveTask = (changes: Omit<TaskUpdate, 'version'>) => Promise<SaveOutcome>;

/**
 * PATCHes the task with the version it was read at. The answer replaces the cached task at
 * once, so the next save carries the new version; a 409 puts the current task in its place.
 */
export function useSaveTask(task: Task): SaveTask {
  const [updateTask] = useUpdateTaskMutation();
  const dispatch = useAppDispatch();
  const { id, version } = task;
  return useCallback(
    async (changes) => {
      const replaceCached = (current: Task) =>
        dispatch(taskApi.util.updateQueryData('getTask', id, () => current));
      const result = await updateTask({ taskId: id, update: { ...changes, version } });
      if (result.error === undefined) {
        replaceCached(result.data);
        return { ok: true };
      }
      const { error } = result;
      const stale = staleWriteSchema.safeParse('data' in error ? error.data : undefined);
      if (stale.success) {
        replaceCached(stale.data.task);
        return { ok: false, conflict: true, message: STALE_WRITE_MESSAGE };
      }
      return { ok: false, conflict: false, message: failureMessage(error) };
    },
    [dispatch, updateTask, id, version],
  );
}
