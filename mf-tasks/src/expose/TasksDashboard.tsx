import { Skeleton } from '@staydesk/design-system';
import { createSurfaceLifecycles, lazySurface } from '@staydesk/design-system/platform';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Tasks dashboard',
  // Preloaded with the entry: the page shows its list at once.
  component: lazySurface(
    () =>
      import(
        /* webpackChunkName: "tasks-dashboard", webpackPreload: true */ '../features/dashboard/TasksDashboardWithStore'
      ),
    { fallback: <Skeleton height={320} /> },
  ),
});
