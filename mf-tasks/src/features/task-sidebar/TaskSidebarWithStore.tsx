import type { PlatformProps } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { LazyTaskComposer } from '../composer/LazyTaskComposer';
import { TaskSidebar } from './TaskSidebar';

/** The sidebar as the shell mounts it: the remote's store, and the composer at its foot. */
export default function TaskSidebarWithStore(props: PlatformProps) {
  return (
    <Provider store={store}>
      <TaskSidebar {...props} footer={(task) => <LazyTaskComposer taskId={task.id} />} />
    </Provider>
  );
}
