import { withStore } from '@staydesk/design-system/platform';
import { store } from '../task-api';
import { TaskCreatePanel } from './TaskCreatePanel';

export default withStore(store, TaskCreatePanel);
