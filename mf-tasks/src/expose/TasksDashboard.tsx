import { createSurfaceLifecycles } from '@staydesk/design-system/platform';
import { LazyTasksDashboard } from '../features/dashboard/LazyTasksDashboard';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Tasks dashboard',
  component: LazyTasksDashboard,
});
