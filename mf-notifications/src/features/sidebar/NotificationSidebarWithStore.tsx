import { withStore } from '@staydesk/design-system/platform';
import { store } from '../notifications-api';
import { NotificationSidebar } from './NotificationSidebar';

/** The bell's store: a read or an archive in one shows in the other at once. */
export default withStore(store, NotificationSidebar);
