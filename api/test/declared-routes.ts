import { apiRoutes } from '../src/app';
import { loadConfig } from '../src/config';
import type { RouteDeclaration, RouteExample } from '../src/http/route';
import { LiveEventHub } from '../src/services/live-events';
import { SessionCache } from '../src/services/session-cache';

/** Every declared route, as the router reads them; declaring needs no running service. */
export const declaredRoutes = (): RouteDeclaration[] =>
  apiRoutes({
    config: loadConfig({ MONGODB_URI: 'mongodb://declarations-only' }),
    hub: new LiveEventHub(),
    sessions: new SessionCache(),
  });

/**
 * The path and query of an example request: its params in the route's path (a path parameter
 * it leaves open gets `fallback(name)`), its query as a query string.
 */
export function pathOf(
  route: RouteDeclaration,
  request: ReturnType<RouteExample['request']>,
  fallback: (name: string) => string = () => '',
): string {
  const params = (request.params ?? {}) as Record<string, string>;
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? fallback(name)),
  );
  const query = new URLSearchParams(
    Object.entries((request.query ?? {}) as Record<string, unknown>).map(([key, value]) => [
      key,
      String(value),
    ]),
  ).toString();
  return query ? `${path}?${query}` : path;
}
