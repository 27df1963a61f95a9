import { createSurfaceLifecycles } from '@staydesk/design-system/platform';
import { LazyTaskSidebar } from '../features/task-sidebar/LazyTaskSidebar';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Task details',
  component: LazyTaskSidebar,
});
