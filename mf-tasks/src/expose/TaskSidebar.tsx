import { createSurfaceLifecycles, lazySurface } from '@staydesk/design-system/platform';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Task details',
  drawnAs: 'TaskSidebar',
  // Preloaded with the entry: the surface shows its content at once, so waiting for it to ask
  // would only add a round trip.
  component: lazySurface(() =>
    import(
      /* webpackChunkName: "task-sidebar", webpackPreload: true */ '../features/task-sidebar/TaskSidebarWithStore'
    ).then((part) => part.ready.then(() => part)),
  ),
});
