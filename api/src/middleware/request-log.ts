import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** One structured line per request, with an id the client can quote (x-request-id). */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const requestId = ctx.get('x-request-id') || randomUUID();
    ctx.set('x-request-id', requestId);
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled('info'))
        logger.info(
          {
            requestId,
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round((performance.now() - started) * 10) / 10,
            userId: (ctx.state as { auth?: { userId: string } }).auth?.userId,
          },
          'request',
        );
    }
  };
}
