import { withStore } from '@staydesk/design-system/platform';
import { store } from '../task-api';
import { TasksDashboard } from './TasksDashboard';

export default withStore(store, TasksDashboard);
