import { createSurfaceLifecycles, lazySurface } from '@staydesk/design-system/platform';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Task execution',
  drawnAs: 'ExecutionView',
  // Preloaded with the entry: the surface shows its content at once, so waiting for it to ask
  // would only add a round trip.
  component: lazySurface(
    () =>
      import(
        /* webpackChunkName: "execution-view", webpackPreload: true */ '../features/execution/ExecutionViewWithStore'
      ),
  ),
});
