import type { PlatformProps } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { MarketplacePanel } from './MarketplacePanel';

export default function MarketplacePanelWithStore(props: PlatformProps) {
  return (
    <Provider store={store}>
      <MarketplacePanel {...props} />
    </Provider>
  );
}
