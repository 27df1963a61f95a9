import type { PlatformProps } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { ExecutionView } from './ExecutionView';

export default function ExecutionViewWithStore(props: PlatformProps) {
  return (
    <Provider store={store}>
      <ExecutionView {...props} />
    </Provider>
  );
}
