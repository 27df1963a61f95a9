import { createRemoteStore } from '@staydesk/design-system/platform';
import { drawWithTask } from '@staydesk/design-system/server-view';
import { Provider } from 'react-redux';
import { executionApi } from '../src/features/execution/api';
import { drawnAlongside, putDrawnReads } from '../src/features/execution/drawn-reads';
import { ExecutionView } from '../src/features/execution/ExecutionView';

/**
 * The execution view for the shell's edge: the components the browser renders, over a store of
 * this request's own that holds the task and its run as the API answered them.
 */
export const drawExecutionView = drawWithTask((task, platform, { afterDrawing, alongside }) => {
  const store = createRemoteStore(executionApi);
  // Drawn once: the cache's removal timers would hold the store for minutes.
  afterDrawing(() => store.dispatch(executionApi.util.resetApiState()));
  putDrawnReads(store.dispatch, task, alongside);
  return (
    <Provider store={store}>
      <ExecutionView platform={platform} />
    </Provider>
  );
}, drawnAlongside);
