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
 * Saves of one task, one after another. A save made while this user's previous save was on its
 * way was based on the version that save started from: it is sent with the version that save
 * produced, so quick edits in a row are not mistaken for someone else's change. A change by
 * anyone else in between still answers 409.
 */
interface SaveChain {
  tail: Promise<unknown>;
  /** This user's last save turned version `from` into `to`. */
  from: number;
  to: number;
}
const chains = new Map<string, SaveChain>();

/**
 * PATCHes the task with the version it was read at. The answer replaces the cached task at
 * once, so the next save carries the new version; a 409 puts the current task in its place.
 */
export function useSaveTask(task: Task): SaveTask {
  const [updateTask] = useUpdateTaskMutation();
  const dispatch = useAppDispatch();
  const { id, version: readVersion } = task;
  return useCallback(
    (changes) => {
      const chain = chains.get(id) ?? { tail: Promise.resolve(), from: -1, to: -1 };
      const send = async (): Promise<SaveOutcome> => {
        const version = chain.from === readVersion ? chain.to : readVersion;
        const replaceCached = (current: Task) =>
          dispatch(taskApi.util.updateQueryData('getTask', id, () => current));
        const result = await updateTask({ taskId: id, update: { ...changes, version } });
        if (result.error === undefined) {
          Object.assign(chain, { from: version, to: result.data.version });
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
      };
      const outcome = chain.tail.then(send, send);
      chain.tail = outcome;
      chains.set(id, chain);
      return outcome;
    },
    [dispatch, updateTask, id, readVersion],
  );
}
