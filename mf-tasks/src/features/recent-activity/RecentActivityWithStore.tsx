import { withStore } from '@staydesk/design-system/platform';
import { store } from '../task-api';
import { RecentActivitySidebar } from './RecentActivitySidebar';

export default withStore(store, RecentActivitySidebar);
