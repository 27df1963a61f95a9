import { createSurfaceLifecycles } from '@staydesk/design-system';
import { Provider } from 'react-redux';
import { MarketplacePanel } from '../features/marketplace-panel/MarketplacePanel';
import { store } from '../store';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Marketplace',
  component: MarketplacePanel,
  wrap: (children) => <Provider store={store}>{children}</Provider>,
});
