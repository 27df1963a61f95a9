import { withStore } from '@staydesk/design-system/platform';
import { store } from '../notifications-api';
import { NotificationSettingsPage } from './NotificationSettingsPage';

export default withStore(store, NotificationSettingsPage);
