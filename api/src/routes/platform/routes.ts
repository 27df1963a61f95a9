import Router from '@koa/router';
import type { RemoteRegistry } from '@staydesk/contracts';
import { activeRemotes } from '../../services/remote-registry';

export function platformRoutes(): Router {
  const router = new Router({ prefix: '/api/platform' });
  router.get('/remotes', async (ctx) => {
    // Never cached: publishing or rolling back must reach the next shell load.
    ctx.set('cache-control', 'no-store');
    ctx.body = { remotes: await activeRemotes() } satisfies RemoteRegistry;
  });
  return router;
}
