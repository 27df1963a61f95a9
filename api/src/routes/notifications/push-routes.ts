import {
  PUSH_PUBLIC_KEY_PATH,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  SIGNED_IN_ACCESS,
  successSchema,
} from '@staydesk/contracts';
import type { DeliveryConfig } from '../../config';
import { HttpError, notFound } from '../../errors';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { currentDelivery } from '../../services/delivery/delivery';
import {
  assertPushServiceEndpoint,
  subscribePush,
  unsubscribePush,
} from '../../services/push-subscriptions';
import { Types } from 'mongoose';
import { PushSubscription } from '../../models/push-subscription';

/** The push endpoint the examples subscribe: one per user, on a known push service. */
const exampleEndpoint = (userId: string) => `https://fcm.googleapis.com/fcm/send/example-${userId}`;
const EXAMPLE_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

export function pushRoutes(delivery: Pick<DeliveryConfig, 'pushServiceHosts'>): RouteDeclaration[] {
  return [
    sessionRoute({
      id: 'notifications.pushPublicKey',
      method: 'GET',
      path: PUSH_PUBLIC_KEY_PATH,
      summary: "The server's VAPID public key, to subscribe a browser to web push",
      tag: 'notifications',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'read',
      response: { status: 200, description: 'The key', schema: pushPublicKeySchema },
      errors: [503],
      handle({ ctx }) {
        const running = currentDelivery();
        if (!running)
          throw new HttpError(503, 'unavailable', 'Push notifications are not available');
        ctx.set('cache-control', 'no-cache');
        return { publicKey: running.publicKey };
      },
    }),
    sessionRoute({
      id: 'notifications.subscribePush',
      method: 'POST',
      path: '/api/notifications/push',
      summary:
        'Subscribes this browser to web push for the caller (HTTPS endpoints of known push services only)',
      tag: 'notifications',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'write',
      body: pushSubscriptionSchema,
      response: { status: 201, description: 'Subscribed', schema: successSchema },
      links: [
        {
          name: 'Unsubscribe',
          operationId: 'notifications.unsubscribePush',
          requestBody: { endpoint: '$request.body#/endpoint' },
        },
      ],
      example: {
        request: ({ caller }) => ({
          body: { endpoint: exampleEndpoint(caller.userId), keys: EXAMPLE_KEYS },
        }),
      },
      async handle({ auth, body }) {
        assertPushServiceEndpoint(body.endpoint, delivery.pushServiceHosts);
        await subscribePush(auth, body);
        return { success: true as const };
      },
    }),
    sessionRoute({
      id: 'notifications.unsubscribePush',
      method: 'DELETE',
      path: '/api/notifications/push',
      summary: "Removes this browser's push subscription for the caller",
      tag: 'notifications',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'write',
      body: pushUnsubscribeSchema,
      response: { status: 200, description: 'Unsubscribed', schema: successSchema },
      errors: [404],
      example: {
        request: ({ caller }) => ({ body: { endpoint: exampleEndpoint(caller.userId) } }),
        async prepare({ caller }) {
          await PushSubscription.updateOne(
            { endpoint: exampleEndpoint(caller.userId) },
            {
              $set: {
                ...EXAMPLE_KEYS,
                userId: new Types.ObjectId(caller.userId),
                customerId: new Types.ObjectId(caller.customerId),
              },
            },
            { upsert: true },
          );
        },
      },
      async handle({ auth, body }) {
        if (!(await unsubscribePush(auth, body.endpoint))) throw notFound('Push subscription');
        return { success: true as const };
      },
    }),
  ];
}
