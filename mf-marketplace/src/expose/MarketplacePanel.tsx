import { createSurfaceLifecycles } from '@staydesk/design-system/platform';
import { LazyMarketplacePanel } from '../features/marketplace-panel/LazyMarketplacePanel';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Marketplace',
  component: LazyMarketplacePanel,
});
