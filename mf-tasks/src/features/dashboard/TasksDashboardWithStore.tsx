import type { PlatformProps } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { TasksDashboard } from './TasksDashboard';

export default function TasksDashboardWithStore(props: PlatformProps) {
  return (
    <Provider store={store}>
      <TasksDashboard {...props} />
    </Provider>
  );
}
