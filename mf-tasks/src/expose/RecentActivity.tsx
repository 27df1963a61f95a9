import { createSurfaceLifecycles } from '@staydesk/design-system/platform';
import { LazyRecentActivity } from '../features/recent-activity/LazyRecentActivity';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Recent activity',
  component: LazyRecentActivity,
});
