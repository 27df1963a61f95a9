import { createSurfaceLifecycles } from '@staydesk/design-system';
import { Provider } from 'react-redux';
import { ExecutionView } from '../features/execution/ExecutionView';
import { store } from '../store';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Task execution',
  component: ExecutionView,
  wrap: (children) => <Provider store={store}>{children}</Provider>,
});
