import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import pino, { type Logger } from 'pino';
import type { ApiConfig } from './config';
import { HttpError } from './errors';
import { requireAuth, loadSession } from './middleware/auth';
import { csrfProtection } from './middleware/csrf';
import { errorHandler } from './middleware/errors';
import { createSignInLimiter } from './middleware/rate-limit';
import { requestLog } from './middleware/request-log';
import { authRoutes } from './routes/auth/routes';
import { commandRoutes } from './routes/commands/routes';
import { eventRoutes } from './routes/events/routes';
import { healthRoutes } from './routes/health/routes';
import { notificationRoutes } from './routes/notifications/routes';
import { platformRoutes } from './routes/platform/routes';
import { reservationRoutes } from './routes/reservations/routes';
import { taskRoutes } from './routes/tasks/routes';
import { userRoutes } from './routes/user/routes';
import type { LiveEventHub } from './services/live-events';

/** Paths under /api that answer without a session. */
const PUBLIC_API_PATHS = new Set(['/api/auth/signin', '/api/auth/csrf']);

export interface AppDeps {
  config: ApiConfig;
  hub: LiveEventHub;
  logger?: Logger;
}

export function createApp({
  config,
  hub,
  logger = pino({ level: config.logLevel }),
}: AppDeps): Koa {
  const app = new Koa({ proxy: true });
  app.silent = true;

  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(async (ctx, next) => {
    ctx.set('x-content-type-options', 'nosniff');
    ctx.set('referrer-policy', 'same-origin');
    await next();
  });
  app.use(healthRoutes().routes());

  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/'))
      throw new HttpError(404, 'not_found', `No route for ${ctx.method} ${ctx.path}`);
    await next();
  });
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: '1mb',
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    }),
  );
  app.use(csrfProtection({ secure: config.secureCookies, allowedOrigins: config.allowedOrigins }));
  app.use(loadSession);
  app.use(async (ctx, next) => (PUBLIC_API_PATHS.has(ctx.path) ? next() : requireAuth(ctx, next)));

  for (const router of [
    authRoutes(config, createSignInLimiter()),
    platformRoutes(),
    eventRoutes(hub),
    commandRoutes(),
    notificationRoutes(config.delivery),
    reservationRoutes(),
    taskRoutes(),
    userRoutes(),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  return app;
}
