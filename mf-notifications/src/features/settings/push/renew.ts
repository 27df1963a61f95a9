import type { PlatformApi } from '@staydesk/contracts';
import { browserPush } from './push-browser';
import { renewPushSubscription as renew } from './push-subscription';

/** The page's renewal of this browser's push subscription (see push-subscription.ts). */
export const renewPushSubscription = (apiFetch: PlatformApi['apiFetch'], userId: string) =>
  renew(browserPush, apiFetch, userId).catch((error: unknown) =>
    console.warn('The push subscription could not be renewed', error),
  );
