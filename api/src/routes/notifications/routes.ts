import Router from '@koa/router';
import {
  commandRequestSchema,
  notificationActionSchema,
  notificationListQuerySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type PushPublicKey,
} from '@staydesk/contracts';
import type { DeliveryConfig } from '../../config';
import { badRequest, HttpError, notFound } from '../../errors';
import { authOf } from '../../middleware/auth';
import { validBody, validQuery } from '../../middleware/validate';
import { currentDelivery } from '../../services/delivery/delivery';
import { executeNotificationCommand } from '../../services/notification-commands';
import { applyNotificationAction, listNotifications } from '../../services/notifications';
import {
  assertPushServiceEndpoint,
  subscribePush,
  unsubscribePush,
} from '../../services/push-subscriptions';

export function notificationRoutes(delivery: Pick<DeliveryConfig, 'pushServiceHosts'>): Router {
  const router = new Router({ prefix: '/api/notifications' });
  router.get('/', async (ctx) => {
    const query = validQuery(ctx, notificationListQuerySchema);
    ctx.set('cache-control', 'no-store');
    ctx.body = await listNotifications(authOf(ctx), query);
  });
  /** Commands on topic 'notifications', answered like POST /api/commands. */
  router.post('/', async (ctx) => {
    const { action } = validBody(ctx, commandRequestSchema);
    if (action.topic !== 'notifications') {
      throw badRequest(`Topic '${action.topic}' is not handled here: send it to /api/commands`);
    }
    const { status, result } = await executeNotificationCommand(authOf(ctx), action);
    ctx.status = status;
    ctx.body = result;
  });
  router.patch('/', async (ctx) => {
    ctx.body = await applyNotificationAction(authOf(ctx), validBody(ctx, notificationActionSchema));
  });
  // PUSH_PUBLIC_KEY_PATH in contracts.
  router.get('/push/public-key', (ctx) => {
    const delivery = currentDelivery();
    if (!delivery) throw new HttpError(503, 'unavailable', 'Push notifications are not available');
    ctx.set('cache-control', 'no-cache');
    ctx.body = { publicKey: delivery.publicKey } satisfies PushPublicKey;
  });
  router.post('/push', async (ctx) => {
    const subscription = validBody(ctx, pushSubscriptionSchema);
    assertPushServiceEndpoint(subscription.endpoint, delivery.pushServiceHosts);
    await subscribePush(authOf(ctx), subscription);
    ctx.status = 201;
    ctx.body = { success: true };
  });
  router.delete('/push', async (ctx) => {
    const { endpoint } = validBody(ctx, pushUnsubscribeSchema);
    if (!(await unsubscribePush(authOf(ctx), endpoint))) throw notFound('Push subscription');
    ctx.body = { success: true };
  });
  return router;
}
