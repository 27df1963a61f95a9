import { teamSchema } from '@staydesk/contracts';
import { drawWithTask } from '@staydesk/design-system/server-view';
import { Provider } from 'react-redux';
import { composerLoaded } from '../features/composer/LazyTaskComposer';
import { TaskComposer } from '../features/composer/TaskComposer';
import { taskApi } from '../features/task-api';
import { TaskSidebar } from '../features/task-sidebar/TaskSidebar';
import { composerFooter } from '../features/task-sidebar/TaskSidebarWithStore';
import { createStore } from '../store';

// The sidebar's lazy footer, imported with the server: every drawing has it, the first too.
composerLoaded(TaskComposer);

/**
 * The task sidebar for the shell's edge: the components the browser renders, over a store of
 * this request's own that holds the task as the API answered it, and the team (the assignee
 * picker's list, a partner's colleagues) where the API gives it to the caller.
 */
export const drawTaskSidebar = drawWithTask(
  (task, platform, { afterDrawing, alongside: [team] }) => {
    const store = createStore();
    // Drawn once: the cache's removal timers would hold the store for minutes.
    afterDrawing(() => store.dispatch(taskApi.util.resetApiState()));
    store.dispatch(
      taskApi.util.upsertQueryEntries([{ endpointName: 'getTask', arg: task.id, value: task }]),
    );
    if (team)
      store.dispatch(
        taskApi.util.upsertQueryEntries([
          { endpointName: 'getTeam', arg: undefined, value: teamSchema.parse(team) },
        ]),
      );
    return (
      <Provider store={store}>
        <TaskSidebar platform={platform} footer={composerFooter} />
      </Provider>
    );
  },
  // The assignee picker's list and hint, and a partner's colleagues; refused to some roles.
  ['/api/user/users'],
);
