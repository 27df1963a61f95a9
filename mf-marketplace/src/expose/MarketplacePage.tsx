import { Spinner } from '@staydesk/design-system';
import { createSurfaceLifecycles, lazySurface } from '@staydesk/design-system/platform';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Marketplace',
  // The page, its store, zod and the bid form load when /marketplace is opened, not with the
  // remote's entry.
  component: lazySurface(() => import('../features/marketplace-page/MarketplacePageWithStore'), {
    fallback: (
      <div css={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spinner label="Loading the marketplace" />
      </div>
    ),
  }),
});
