import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { authOf } from '../../middleware/auth';
import type { LiveEventHub } from '../../services/live-events';

const HEARTBEAT_MS = 25_000;

/** One Server-Sent Events stream per browser tab, carrying only the caller's customer's events. */
export function eventRoutes(hub: LiveEventHub): Router {
  const router = new Router();
  router.get('/api/events', (ctx) => {
    const auth = authOf(ctx);
    const stream = new PassThrough();
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.set({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    ctx.status = 200;
    ctx.body = stream;
    stream.write('retry: 3000\n\n');

    const unsubscribe = hub.onEvent(({ customerId, userId, event }) => {
      if (customerId !== auth.customerId) return;
      if (userId !== null && userId !== auth.userId) return;
      stream.write(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      stream.end();
    };
    ctx.req.on('close', close);
  });
  return router;
}
