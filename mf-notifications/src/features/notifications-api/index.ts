import type { PlatformApi } from '@staydesk/contracts';
import {
  createRemoteApi,
  createRemoteStore,
  useLiveInvalidation,
} from '@staydesk/design-system/platform';

/** The remote's one api: the bell, the sidebar and the settings page inject their endpoints. */
export const api = createRemoteApi({ tagTypes: ['Notification'] });

/** The remote's one store: a read in the sidebar shows on the bell at once. */
export const store = createRemoteStore(api);

/** Refetches the notifications whenever the live stream reports a change to them. */
export function useNotificationLiveUpdates(platform: PlatformApi): void {
  useLiveInvalidation<'Notification'>(platform, 'notifications', api, () => ['Notification']);
}
