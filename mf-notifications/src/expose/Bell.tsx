import { createSurfaceLifecycles } from '@staydesk/design-system';
import { Provider } from 'react-redux';
import { Bell } from '../features/bell/Bell';
import { store } from '../store';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Notifications',
  component: Bell,
  wrap: (children) => <Provider store={store}>{children}</Provider>,
});
