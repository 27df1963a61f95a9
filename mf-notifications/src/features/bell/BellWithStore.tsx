import type { NotificationList, PlatformProps } from '@staydesk/contracts';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { store } from '../notifications-api';
import { seedLatestNotifications } from './api';
import { Bell } from './Bell';

interface BellWithStoreProps extends PlatformProps {
  /** What the bell showed before this loaded: the store starts from it instead of asking again. */
  latest?: NotificationList | null;
  openOnMount?: boolean;
}

export default function BellWithStore({ latest, openOnMount, ...props }: BellWithStoreProps) {
  useState(() => latest && seedLatestNotifications(latest));
  return (
    <Provider store={store}>
      <Bell {...props} openOnMount={openOnMount} />
    </Provider>
  );
}
