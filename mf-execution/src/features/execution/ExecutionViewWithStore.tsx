import { drawnReads, taskOf, withStore } from '@staydesk/design-system/platform';
import { executionApi, store } from './api';
import { ExecutionView } from './ExecutionView';

// The task the server drew the view from, in the cache before the view hydrates its drawing.
const drawn = drawnReads('ExecutionView');
if (drawn) {
  const task = taskOf(drawn.task);
  store.dispatch(
    executionApi.util.upsertQueryEntries([{ endpointName: 'getTask', arg: task.id, value: task }]),
  );
}

export default withStore(store, ExecutionView);
