import { withStore } from '@staydesk/design-system/platform';
import { store } from './api';
import { MarketplacePanel } from './MarketplacePanel';

export default withStore(store, MarketplacePanel);
