import type { PlatformApi } from '@staydesk/contracts';
import { useEffect } from 'react';
import { api, useAppDispatch } from './store';

/** Refetches the notifications whenever the live stream reports a change to them. */
export function useNotificationLiveUpdates(platform: PlatformApi): void {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      platform.subscribe('notifications', () => {
        dispatch(api.util.invalidateTags(['Notification']));
      }),
    [platform, dispatch],
  );
}
