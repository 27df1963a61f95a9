import { renderHarness } from '@staydesk/design-system/platform';
import * as marketplacePanel from './expose/MarketplacePanel';

renderHarness({
  title: 'Marketplace',
  surfaces: [{ label: 'Marketplace panel', lifecycles: marketplacePanel }],
  taskPicker: true,
});
