import { executionReadSchema, type Task } from '@staydesk/contracts';
import { executionApi, type store } from './api';

/** What the view reads alongside its task where the server draws it: the run. */
export const drawnAlongside = (taskId: string) => [
  `/api/tasks/execution/${encodeURIComponent(taskId)}`,
];

/**
 * The view's reads into a store before it renders: on the server, what it draws from; in the
 * browser, what the drawing was drawn from, so the hydrating view opens on the same screen (the
 * run, for a task already started) instead of the ready screen replaced once the run is read.
 * The run is there where the API gave it to the caller.
 */
export function putDrawnReads(
  dispatch: typeof store.dispatch,
  task: Task,
  [execution]: readonly unknown[],
): void {
  dispatch(
    executionApi.util.upsertQueryEntries([{ endpointName: 'getTask', arg: task.id, value: task }]),
  );
  const read = executionReadSchema.safeParse(execution);
  if (read.success)
    dispatch(
      executionApi.util.upsertQueryEntries([
        { endpointName: 'getExecution', arg: task.id, value: read.data },
      ]),
    );
}
