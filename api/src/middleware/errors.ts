import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { ErrorCode } from '@staydesk/contracts';
import { HttpError } from '../errors';
import { databaseUnavailable, isDatabaseOutage } from './database-gate';
import { bodyTooLarge, dropUnreadBody, JSON_BODY_LIMIT_BYTES } from './request-limits';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'bad_request',
  429: 'rate_limited',
};

interface StatusError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
  /** The body parser's limit, in bytes, on a body it refused as too large. */
  limit?: number;
}

function describe(error: unknown): { status: number; code: ErrorCode; message: string } {
  if (isDatabaseOutage(error)) error = databaseUnavailable();
  if (error instanceof HttpError)
    return { status: error.status, code: error.code, message: error.message };
  const known = (error ?? {}) as StatusError;
  const status = known.status ?? known.statusCode ?? 500;
  if (status === 413 && known.type === 'entity.too.large') {
    const { code, message } = bodyTooLarge(known.limit ?? JSON_BODY_LIMIT_BYTES);
    return { status, code, message };
  }
  if (status === 400 && (known.type === 'entity.parse.failed' || error instanceof SyntaxError)) {
    return { status: 400, code: 'bad_request', message: 'Malformed JSON body' };
  }
  if (status >= 500 || !known.expose) {
    return status < 500
      ? { status, code: CODE_BY_STATUS[status] ?? 'bad_request', message: 'Bad request' }
      : { status: 500, code: 'internal', message: 'Something went wrong on our side' };
  }
  return {
    status,
    code: CODE_BY_STATUS[status] ?? 'bad_request',
    message: known.message ?? 'Bad request',
  };
}

/** Every failure leaves as `{ error: { code, message } }` with its status; never a stack trace. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new HttpError(404, 'not_found', `No route for ${ctx.method} ${ctx.path}`);
      }
    } catch (error) {
      const { status, code, message } = describe(error);
      if (status === 503) logger.warn({ path: ctx.path, message }, 'unavailable');
      else if (status >= 500) logger.error({ err: error, path: ctx.path }, 'request failed');
      ctx.status = status;
      ctx.body = { error: { code, message }, ...(error instanceof HttpError && error.details) };
      // A body refused unread (too large, or before sign-in) is read to its end first.
      await dropUnreadBody(ctx.req);
    }
  };
}
