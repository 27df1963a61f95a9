import { withStore } from '@staydesk/design-system/platform';
import { store } from './api';
import { ExecutionView } from './ExecutionView';

export default withStore(store, ExecutionView);
