import Router from '@koa/router';
import { authOf } from '../../middleware/auth';
import { parseWith, validQuery } from '../../middleware/validate';
import { getTask, listTasks, startExecution } from '../../services/tasks';
import { taskIdParamsSchema, taskQuerySchema } from './schema';

export function taskRoutes(): Router {
  const router = new Router({ prefix: '/api/tasks' });

  router.get('/', async (ctx) => {
    const auth = authOf(ctx);
    const query = validQuery(ctx, taskQuerySchema);
    if (query.taskId) {
      ctx.body = { task: await getTask(auth, query.taskId) };
      return;
    }
    ctx.body = {
      tasks: await listTasks(auth, {
        limit: query.limit,
        listingId: query.listings,
        statuses: query.status,
      }),
    };
  });

  router.post('/execution/:id/start', async (ctx) => {
    const { id } = parseWith(taskIdParamsSchema, ctx.params);
    ctx.body = { task: await startExecution(authOf(ctx), id) };
  });

  return router;
}
