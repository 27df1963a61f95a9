import { renderHarness } from '@staydesk/design-system/platform';
import * as marketplacePage from './expose/MarketplacePage';
import * as marketplacePanel from './expose/MarketplacePanel';

renderHarness({
  title: 'Marketplace',
  surfaces: [
    { label: 'Marketplace panel', lifecycles: marketplacePanel },
    { label: 'Marketplace page', lifecycles: marketplacePage },
  ],
  taskPicker: true,
});
