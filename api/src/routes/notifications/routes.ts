import Router from '@koa/router';
import { notificationListQuerySchema } from '@staydesk/contracts';
import { authOf } from '../../middleware/auth';
import { validQuery } from '../../middleware/validate';
import { listNotifications } from '../../services/notifications';

export function notificationRoutes(): Router {
  const router = new Router({ prefix: '/api/notifications' });
  router.get('/', async (ctx) => {
    const query = validQuery(ctx, notificationListQuerySchema);
    ctx.set('cache-control', 'no-store');
    ctx.body = await listNotifications(authOf(ctx), query);
  });
  return router;
}
