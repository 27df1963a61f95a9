import { createSurfaceLifecycles } from '@staydesk/design-system/platform';
import { LazyTaskCreatePanel } from '../features/task-create/LazyTaskCreatePanel';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Create task',
  component: LazyTaskCreatePanel,
});
