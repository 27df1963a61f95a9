import Router from '@koa/router';
import mongoose from 'mongoose';

export function healthRoutes(): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    const started = performance.now();
    try {
      const db = mongoose.connection.db;
      if (!db) throw new Error('not connected');
      await db.admin().command({ ping: 1 });
      ctx.body = {
        status: 'ok',
        db: { status: 'up', ms: Math.round(performance.now() - started) },
      };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'degraded', db: { status: 'down' } };
    }
  });
  return router;
}
