import type { PlatformProps } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { RecentActivitySidebar } from './RecentActivitySidebar';

export default function RecentActivityWithStore(props: PlatformProps & { onClose: () => void }) {
  return (
    <Provider store={store}>
      <RecentActivitySidebar {...props} />
    </Provider>
  );
}
