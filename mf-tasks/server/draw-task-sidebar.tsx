import { createRemoteStore } from '@staydesk/design-system/platform';
import { drawWithTask } from '@staydesk/design-system/server-view';
import { Provider } from 'react-redux';
import { composerLoaded } from '../src/features/composer/LazyTaskComposer';
import { TaskComposer } from '../src/features/composer/TaskComposer';
import { api, taskApi } from '../src/features/task-api';
import { putDrawnReads } from '../src/features/task-sidebar/drawn-reads';
import { TaskSidebar } from '../src/features/task-sidebar/TaskSidebar';
import { composerFooter } from '../src/features/task-sidebar/TaskSidebarWithStore';

// The sidebar's lazy footer, imported with the server: every drawing has it, the first too.
composerLoaded(TaskComposer);

/**
 * The task sidebar for the shell's edge: the components the browser renders, over a store of
 * this request's own that holds the task as the API answered it, and the team (the assignee
 * picker's list, a partner's colleagues) where the API gives it to the caller.
 */
export const drawTaskSidebar = drawWithTask(
  (task, platform, { afterDrawing, alongside }) => {
    const store = createRemoteStore(api);
    // Drawn once: the cache's removal timers would hold the store for minutes.
    afterDrawing(() => store.dispatch(taskApi.util.resetApiState()));
    putDrawnReads(store.dispatch, task, alongside);
    return (
      <Provider store={store}>
        <TaskSidebar platform={platform} footer={composerFooter} />
      </Provider>
    );
  },
  // The assignee picker's list and hint, and a partner's colleagues; refused to some roles.
  ['/api/user/users'],
);
