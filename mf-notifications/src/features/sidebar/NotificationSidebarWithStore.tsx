import type { PlatformProps } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { NotificationSidebar } from './NotificationSidebar';

/** The bell's store: a read or an archive in one shows in the other at once. */
export default function NotificationSidebarWithStore(
  props: PlatformProps & { onClose: () => void; takeFocus?: boolean },
) {
  return (
    <Provider store={store}>
      <NotificationSidebar {...props} />
    </Provider>
  );
}
