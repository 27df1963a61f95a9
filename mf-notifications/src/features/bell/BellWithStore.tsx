import type { PlatformProps } from '@staydesk/contracts';
import { Provider } from 'react-redux';
import { store } from '../../store';
import { Bell } from './Bell';

export default function BellWithStore(props: PlatformProps) {
  return (
    <Provider store={store}>
      <Bell {...props} />
    </Provider>
  );
}
