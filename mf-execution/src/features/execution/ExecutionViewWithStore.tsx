import { drawnReads, taskOf, withStore } from '@staydesk/design-system/platform';
import { store } from './api';
import { putDrawnReads } from './drawn-reads';
import { ExecutionView } from './ExecutionView';

// The task and its run the server drew the view from, in the cache before the view hydrates.
const drawn = drawnReads('ExecutionView');
if (drawn) putDrawnReads(store.dispatch, taskOf(drawn.task), drawn.alongside);

export default withStore(store, ExecutionView);
