import { createSurfaceLifecycles, lazySurface } from '@staydesk/design-system/platform';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Marketplace',
  // Preloaded with the entry: the surface shows its content at once, so waiting for it to ask
  // would only add a round trip.
  component: lazySurface(
    () =>
      import(
        /* webpackChunkName: "marketplace-panel", webpackPreload: true */ '../features/marketplace-panel/MarketplacePanelWithStore'
      ),
  ),
});
