import type { PlatformProps, Task } from '@staydesk/contracts';
import { withStore } from '@staydesk/design-system/platform';
import { LazyTaskComposer } from '../composer/LazyTaskComposer';
import { store } from '../task-api';
import { TaskSidebar } from './TaskSidebar';

/** What the sidebar pins under a loaded task. */
export const composerFooter = (task: Task) => <LazyTaskComposer taskId={task.id} />;

/** The sidebar as the shell mounts it: the remote's store, and the composer at its foot. */
export default withStore(store, (props: PlatformProps) => (
  <TaskSidebar {...props} footer={composerFooter} />
));
