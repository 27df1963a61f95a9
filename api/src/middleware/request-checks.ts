import type { Context, Middleware } from 'koa';
import { HttpError } from '../errors';

/** A check every request passes before routing: it sets headers or refuses by throwing. */
export type RequestCheck = (ctx: Context) => void;

/** Only the API's own paths are served: anything else is a JSON 404, never a page. */
export const apiPathsOnly: RequestCheck = (ctx) => {
  if (!ctx.path.startsWith('/api/') && ctx.path !== '/healthz')
    throw new HttpError(404, 'not_found', `No route for ${ctx.method} ${ctx.path}`);
};

/**
 * The checks in one middleware: each would otherwise be a layer of its own that every request
 * enters and leaves, only to call the next.
 */
export function requestChecks(checks: readonly RequestCheck[]): Middleware {
  return (ctx, next) => {
    for (const check of checks) check(ctx);
    return next();
  };
}
