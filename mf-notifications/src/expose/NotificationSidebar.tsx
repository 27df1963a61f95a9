import { createSurfaceLifecycles } from '@staydesk/design-system/platform';
import { LazyNotificationSidebar } from '../features/sidebar/LazyNotificationSidebar';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Notifications sidebar',
  component: LazyNotificationSidebar,
});
