import { createSurfaceLifecycles } from '@staydesk/design-system/platform';
import { LazyNotificationSettings } from '../features/settings/LazyNotificationSettings';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Notification settings',
  component: LazyNotificationSettings,
});
