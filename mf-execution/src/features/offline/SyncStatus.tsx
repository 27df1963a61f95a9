import { Button } from '@staydesk/design-system';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { executionApi } from '../execution/api';
import { errorStyle } from '../execution/styles';
import { useFieldQueue } from './field-queue';
import type { OfflineQueue } from './queue';
import { refusalText } from './refusal-text';
import { showKept } from './use-kept-writes';
import { waitingText } from './waiting-text';

/** Replays the phone's queue when the network returns, on load and when the worker asks. */
function useReplayTriggers(queue: OfflineQueue): void {
  const store = useStore();
  useEffect(() => {
    const replay = () =>
      void queue.replay().then((after) => {
        // What arrived is read again from the server.
        if (after.waiting === 0 && !after.refusal) {
          store.dispatch(executionApi.util.invalidateTags(['Task', 'Execution']));
        }
      });
    const fromWorker = (event: MessageEvent) => {
      if (event.data === 'field-queue:replay') replay();
    };
    window.addEventListener('online', replay);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    replay();
    return () => {
      window.removeEventListener('online', replay);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [queue, store]);
}

/** After a reload, the task's kept actions are shown again on what was read. */
function useKeptShownAgain(queue: OfflineQueue, taskId: string): void {
  const store = useStore();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void queue
      .entries()
      .then((entries) => {
        for (const entry of entries) if (entry.action.taskId === taskId) showKept(store, entry);
      })
      .catch(() => undefined);
  }, [queue, store, taskId]);
}

/** What waits on the phone to be sent, when all has arrived, and what the server refused. */
export function SyncStatus({ taskId }: { taskId: string }) {
  const queue = useFieldQueue();
  useReplayTriggers(queue);
  useKeptShownAgain(queue, taskId);
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const snapshot = () => queue.snapshot();
  const { waiting, refusal } = useSyncExternalStore(subscribe, snapshot, snapshot);
  // 'All changes synced' only once something has waited.
  const [waited, setWaited] = useState(false);
  if (waiting > 0 && !waited) setWaited(true);
  return (
    <>
      {(waiting > 0 || waited) && (
        <p role="status" css={{ margin: 0 }}>
          {waitingText(waiting)}
        </p>
      )}
      {refusal && (
        <div role="alert" css={errorStyle}>
          <p css={{ margin: 0 }}>{refusalText(refusal, waiting)}</p>
          <Button variant="secondary" onClick={() => void queue.acknowledgeRefusal()}>
            Continue syncing
          </Button>
        </div>
      )}
    </>
  );
}
