import type { PlatformApi } from '@staydesk/contracts';
import { useLiveEvents } from '@staydesk/design-system/platform';
import { api, useAppDispatch } from './store';

/** Refetches the notifications whenever the live stream reports a change to them. */
export function useNotificationLiveUpdates(platform: PlatformApi): void {
  const dispatch = useAppDispatch();
  useLiveEvents(platform, 'notifications', () =>
    dispatch(api.util.invalidateTags(['Notification'])),
  );
}
