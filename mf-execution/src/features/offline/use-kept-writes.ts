import type { ExecutionRead, Task } from '@staydesk/contracts';
import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { ActionResult, FieldAction } from '../execution/field-action';
import { executionApi } from '../execution/api';
import { failureOf, keptResult, registerSender, useFieldQueue } from './field-queue';
import { applyKeptAction } from './optimistic';
import { queuedRef, type QueuedAction } from './queue';

/** `occurredAt` only for a kept action: one sent at once happens when the server takes it. */
type SendNow = (action: FieldAction, key: string, occurredAt?: string) => Promise<ActionResult>;
type AppStore = ReturnType<typeof useStore>;
type Dispatch = (action: unknown) => unknown;

/** Shows a kept action on the task and the run as they are cached, ahead of its arrival. */
export function showKept(
  store: AppStore,
  { action, key, occurredAt }: Pick<QueuedAction, 'action' | 'key' | 'occurredAt'>,
) {
  const state = store.getState() as Parameters<
    ReturnType<typeof executionApi.endpoints.getTask.select>
  >[0];
  const task: Task | undefined = executionApi.endpoints.getTask.select(action.taskId)(state).data;
  const read: ExecutionRead | undefined = executionApi.endpoints.getExecution.select(action.taskId)(
    state,
  ).data;
  if (!task) return;
  const shown = applyKeptAction({ task, read }, action, Date.parse(occurredAt), queuedRef(key));
  const dispatch = store.dispatch as Dispatch;
  if (shown.task !== task) {
    dispatch(executionApi.util.upsertQueryData('getTask', action.taskId, shown.task));
  }
  if (shown.read && shown.read !== read) {
    dispatch(executionApi.util.upsertQueryData('getExecution', action.taskId, shown.read));
  }
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The execution view's writes: sent at once while the network answers and nothing waits before
 * them, else kept in the phone's queue (in order, under the key chosen now) and shown ahead.
 */
export function useKeptWrites(sendNow: SendNow) {
  const store = useStore();
  const queue = useFieldQueue();
  const latest = useRef(sendNow);
  latest.current = sendNow;
  useEffect(
    () =>
      registerSender((action, key, occurredAt) =>
        latest.current(action, key, occurredAt).then(
          (result) => ({
            breakId: result.breakId,
            attachmentIds: result.attachments.map(({ id }) => id),
          }),
          (error: unknown) => Promise.reject(failureOf(error)),
        ),
      ),
    [],
  );

  return async (action: FieldAction, key: string): Promise<ActionResult> => {
    const occurredAt = new Date().toISOString();
    const { waiting, refusal } = queue.snapshot();
    if (online() && waiting === 0 && !refusal) {
      try {
        return await latest.current(action, key);
      } catch (error) {
        if (failureOf(error).failure.kind === 'refused') throw error;
      }
    }
    await queue.enqueue(action, key, occurredAt);
    showKept(store, { action, key, occurredAt });
    requestBackgroundSync();
    return keptResult(action, key, occurredAt);
  };
}

/** Where the browser has Background Sync, the worker wakes the page to replay once online. */
function requestBackgroundSync() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => {
      const sync = (registration as { sync?: { register(tag: string): Promise<void> } }).sync;
      return sync?.register('field-queue');
    })
    .catch(() => undefined);
}
