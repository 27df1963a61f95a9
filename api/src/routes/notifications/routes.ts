import Router from '@koa/router';
import { notificationActionSchema, notificationListQuerySchema } from '@staydesk/contracts';
import { authOf } from '../../middleware/auth';
import { validBody, validQuery } from '../../middleware/validate';
import { applyNotificationAction, listNotifications } from '../../services/notifications';

export function notificationRoutes(): Router {
  const router = new Router({ prefix: '/api/notifications' });
  router.get('/', async (ctx) => {
    const query = validQuery(ctx, notificationListQuerySchema);
    ctx.set('cache-control', 'no-store');
    ctx.body = await listNotifications(authOf(ctx), query);
  });
  router.patch('/', async (ctx) => {
    ctx.body = await applyNotificationAction(authOf(ctx), validBody(ctx, notificationActionSchema));
  });
  return router;
}
