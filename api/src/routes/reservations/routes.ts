import Router from '@koa/router';
import { authOf } from '../../middleware/auth';
import { parseWith } from '../../middleware/validate';
import { getReservation } from '../../services/reservations';
import { reservationIdParamsSchema } from './schema';

export function reservationRoutes(): Router {
  const router = new Router({ prefix: '/api/reservations' });

  router.get('/:id', async (ctx) => {
    const { id } = parseWith(reservationIdParamsSchema, ctx.params);
    ctx.set('cache-control', 'no-store');
    ctx.body = { reservation: await getReservation(authOf(ctx), id) };
  });

  return router;
}
