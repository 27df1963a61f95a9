import { createSurfaceLifecycles } from '@staydesk/design-system';
import { Provider } from 'react-redux';
import { TaskSidebar } from '../features/task-sidebar/TaskSidebar';
import { store } from '../store';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Task details',
  component: TaskSidebar,
  wrap: (children) => <Provider store={store}>{children}</Provider>,
});
