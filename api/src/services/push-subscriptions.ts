import { Types } from 'mongoose';
import type { PushSubscriptionJson } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { PushSubscription } from '../models/push-subscription';
import { badRequest } from '../errors';

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

/** Only HTTPS endpoints of the configured push services are accepted. */
export function assertPushServiceEndpoint(endpoint: string, allowedHosts: readonly string[]) {
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || !allowedHosts.some((pattern) => hostMatches(host, pattern))) {
    throw badRequest('This browser uses a push service that is not supported');
  }
}

/**
 * Saves this browser's subscription for the caller. An endpoint belongs to one browser, so
 * subscribing again (or as another user on the same browser) moves it rather than copying it.
 */
export async function subscribePush(auth: AuthContext, subscription: PushSubscriptionJson) {
  await PushSubscription.updateOne(
    { endpoint: subscription.endpoint },
    {
      $set: {
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userId: new Types.ObjectId(auth.userId),
        customerId: auth.customerObjectId,
      },
    },
    { upsert: true },
  );
}

/** Removes the caller's subscription for this endpoint; someone else's is left alone. */
export async function unsubscribePush(auth: AuthContext, endpoint: string): Promise<boolean> {
  const result = await PushSubscription.deleteOne({
    endpoint,
    userId: new Types.ObjectId(auth.userId),
    customerId: auth.customerObjectId,
  });
  return result.deletedCount > 0;
}
