import { createSurfaceLifecycles } from '@staydesk/design-system/platform';
import { LazyBell } from '../features/bell/LazyBell';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Notifications',
  component: LazyBell,
});
