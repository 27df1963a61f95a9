import { withStore } from '@staydesk/design-system/platform';
import { store } from '../marketplace-panel/api';
import { TaskIssuesPanel } from './TaskIssuesPanel';

export default withStore(store, TaskIssuesPanel);
