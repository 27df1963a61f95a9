import { createSurfaceLifecycles } from '@staydesk/design-system/platform';
import { LazyExecutionView } from '../features/execution/LazyExecutionView';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Task execution',
  component: LazyExecutionView,
});
