import Router from '@koa/router';
import { commandRequestSchema } from '@staydesk/contracts';
import { authOf } from '../../middleware/auth';
import { validBody } from '../../middleware/validate';
import { executeCommand } from '../../services/commands';

export function commandRoutes(): Router {
  const router = new Router();
  router.post('/api/commands', async (ctx) => {
    const { action } = validBody(ctx, commandRequestSchema);
    const { status, result } = await executeCommand(authOf(ctx), action);
    ctx.status = status;
    ctx.body = result;
  });
  return router;
}
