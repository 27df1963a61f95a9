import Koa, { type Context, type Middleware } from 'koa';
import pino, { type Logger } from 'pino';
import type { ApiConfig } from './config';
import { HttpError } from './errors';
import type { RouteDeclaration } from './http/route';
import { buildRouter, type ApiRouter } from './http/router';
import { RouteTable } from './http/route-table';
import { loadSession } from './middleware/auth';
import { responseCompression } from './middleware/compression';
import { csrfProtection } from './middleware/csrf';
import { databaseGate } from './middleware/database-gate';
import { errorHandler } from './middleware/errors';
import { createSignInLimiter } from './middleware/rate-limit';
import { createRequestLimiters } from './middleware/request-limits';
import { requestLog } from './middleware/request-log';
import { apiPathsOnly, requestChecks } from './middleware/request-checks';
import { securityHeaders } from './middleware/security-headers';
import { assistantRoutes } from './routes/assistant/routes';
import { authRoutes } from './routes/auth/routes';
import { commandRoutes } from './routes/commands/routes';
import { docsRoutes } from './routes/docs/routes';
import { eventRoutes } from './routes/events/routes';
import { healthRoutes } from './routes/health/routes';
import { notificationRoutes } from './routes/notifications/routes';
import { platformRoutes } from './routes/platform/routes';
import { listingRoutes } from './routes/listings/routes';
import { reservationRoutes } from './routes/reservations/routes';
import { searchRoutes } from './routes/search/routes';
import { dashboardRoutes } from './routes/dashboard/routes';
import { cacheRoutes } from './routes/cache/routes';
import { profileRoutes } from './routes/profile/routes';
import { assignmentRoutes } from './routes/tasks/assignment-routes';
import { marketplaceRoutes } from './routes/marketplace/routes';
import { checklistRoutes } from './routes/tasks/checklist-routes';
import { executionRoutes } from './routes/execution/routes';
import { taskMessageRoutes } from './routes/task-messages/routes';
import { taskIssueRoutes } from './routes/task-issues/routes';
import { taskRoutes } from './routes/tasks/routes';
import { userRoutes } from './routes/user/routes';
import { paymentRoutes } from './routes/payments/routes';
import { invoiceRoutes } from './routes/invoices/routes';
import { feedbackRoutes } from './routes/feedback/routes';
import { adminRoutes } from './routes/admin/routes';
import { teamInvitationRoutes } from './routes/team/invitation-routes';
import { teamRoutes } from './routes/team/routes';
import { systemRoutes } from './routes/system/routes';
import { escalationRoutes } from './routes/escalations/routes';
import type { LiveEventHub } from './services/live-events';
import type { SessionCache } from './services/session-cache';

export interface AppDeps {
  config: ApiConfig;
  hub: LiveEventHub;
  /** Resolved sessions; started (watching for changes) by whoever starts the API. */
  sessions: SessionCache;
  logger?: Logger;
  /** Check every answer against its declared schema (tests). */
  checkResponses?: boolean;
}

/** Every route of the API, each declared once: the router, the document and the tests read these. */
export function apiRoutes(deps: Pick<AppDeps, 'config' | 'hub' | 'sessions'>): RouteDeclaration[] {
  const routes: RouteDeclaration[] = [
    ...healthRoutes(),
    ...authRoutes({ config: deps.config, limiter: createSignInLimiter(), sessions: deps.sessions }),
    ...platformRoutes(deps.config),
    ...eventRoutes(deps.hub),
    ...commandRoutes(),
    ...notificationRoutes(deps.config.delivery),
    ...reservationRoutes(),
    ...listingRoutes(),
    ...searchRoutes(),
    ...taskRoutes(),
    ...checklistRoutes(),
    ...taskIssueRoutes(),
    ...executionRoutes(),
    ...assignmentRoutes(),
    ...marketplaceRoutes(),
    ...dashboardRoutes(),
    ...cacheRoutes(),
    ...profileRoutes(deps.config, deps.sessions),
    ...taskMessageRoutes(),
    ...assistantRoutes(),
    ...feedbackRoutes(),
    ...userRoutes(deps.sessions),
    ...adminRoutes(deps.sessions),
    ...teamRoutes(deps.sessions),
    ...teamInvitationRoutes(deps.config),
    ...systemRoutes(),
    ...escalationRoutes(),
    ...paymentRoutes(deps.config),
    ...invoiceRoutes(),
    ...docsRoutes(() => routes),
  ];
  return routes;
}

/** Paths and methods of the routes that answer without the database. */
function withoutDatabase(
  routes: readonly RouteDeclaration[],
): (method: string, path: string) => boolean {
  const table = new RouteTable(
    routes.filter((route) => route.withoutDatabase).map((route) => ({ ...route, value: true })),
  );
  return (method, path) => table.find(method, path) !== null;
}

/** Methods the CSRF and session layers let through untouched: for them, 405 can wait. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A path declared under other methods answers 405 with its Allow header, for every method the
 * router does not serve there (TRACE included), before CSRF or session checks; OPTIONS answers
 * the header alone. Reads are matched only when no route answered them, so the common request
 * pays for one route match, not two.
 */
function allowedMethods(router: ApiRouter): Middleware {
  const refuse = (ctx: Context) => {
    const allowed = router.methodsAt(ctx.path);
    if (allowed.length === 0 || allowed.includes(ctx.method)) return false;
    ctx.set('allow', allowed.join(', '));
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return true;
    }
    throw new HttpError(
      405,
      'bad_request',
      `${ctx.method} is not allowed here: use ${allowed.join(', ')}`,
    );
  };
  return async (ctx, next) => {
    if (!READ_METHODS.has(ctx.method)) {
      if (!refuse(ctx)) await next();
      return;
    }
    await next();
    if (ctx.status === 404 && ctx.body === undefined) refuse(ctx);
  };
}

export function createApp({
  config,
  hub,
  sessions,
  logger = pino({ level: config.logLevel }),
  checkResponses = false,
}: AppDeps): Koa {
  const app = new Koa({ proxy: true });
  app.silent = true;
  const routes = apiRoutes({ config, hub, sessions });
  const router = buildRouter(routes, { checkResponses, limiters: createRequestLimiters() });
  const answersWithoutDatabase = withoutDatabase(routes);

  app.use(requestLog(logger));
  app.use(responseCompression());
  app.use(errorHandler(logger));
  app.use(
    requestChecks([
      securityHeaders(config),
      databaseGate((method, path) => !answersWithoutDatabase(method, path)),
      apiPathsOnly,
    ]),
  );
  app.use(allowedMethods(router));
  app.use(csrfProtection({ secure: config.servedOverTls, allowedOrigins: config.allowedOrigins }));
  app.use(loadSession(sessions, answersWithoutDatabase));
  app.use(router.middleware);
  return app;
}
