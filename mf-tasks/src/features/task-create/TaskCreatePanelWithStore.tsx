import type { PlatformProps } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { TaskCreatePanel } from './TaskCreatePanel';

export default function TaskCreatePanelWithStore(props: PlatformProps) {
  return (
    <Provider store={store}>
      <TaskCreatePanel {...props} />
    </Provider>
  );
}
