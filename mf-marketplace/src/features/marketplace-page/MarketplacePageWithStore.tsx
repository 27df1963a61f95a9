import { withStore } from '@staydesk/design-system/platform';
import { store } from '../marketplace-panel/api';
import { MarketplacePage } from './MarketplacePage';

export default withStore(store, MarketplacePage);
