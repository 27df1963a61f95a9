import type { PlatformProps } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { TaskSidebar } from './TaskSidebar';

export default function TaskSidebarWithStore(props: PlatformProps) {
  return (
    <Provider store={store}>
      <TaskSidebar {...props} />
    </Provider>
  );
}
