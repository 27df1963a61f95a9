import type { PlatformProps, Task } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { LazyTaskComposer } from '../composer/LazyTaskComposer';
import { TaskSidebar } from './TaskSidebar';

/** What the sidebar pins under a loaded task. */
export const composerFooter = (task: Task) => <LazyTaskComposer taskId={task.id} />;

/** The sidebar as the shell mounts it: the remote's store, and the composer at its foot. */
export default function TaskSidebarWithStore(props: PlatformProps) {
  return (
    <Provider store={store}>
      <TaskSidebar {...props} footer={composerFooter} />
    </Provider>
  );
}
