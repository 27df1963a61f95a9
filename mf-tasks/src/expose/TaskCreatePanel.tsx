import { createSurfaceLifecycles, lazySurface } from '@staydesk/design-system/platform';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Create task',
  // The form, its libraries and the store load when the panel first opens.
  component: lazySurface(() => import('../features/task-create/TaskCreatePanelWithStore')),
});
