import type { PlatformProps } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { NotificationSettingsPage } from './NotificationSettingsPage';

export default function NotificationSettingsWithStore(props: PlatformProps) {
  return (
    <Provider store={store}>
      <NotificationSettingsPage {...props} />
    </Provider>
  );
}
