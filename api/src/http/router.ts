import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { accessRefusal, IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@staydesk/contracts';
import { forbidden, HttpError } from '../errors';
import { subjectOf, type AuthContext } from '../middleware/auth';
import { parseWith } from '../middleware/validate';
import { JSON_BODY_LIMIT_BYTES, type RequestLimiters } from '../middleware/request-limits';
import { runOnce, type Answer } from '../services/idempotency';
import { MULTIPART, type RouteDeclaration } from './route';
import { ServedRoute } from './served-route';
import { RouteTable } from './route-table';

export interface RouterOptions {
  /** Tests check every answer against its declared schema; production trusts the handlers. */
  checkResponses: boolean;
  limiters: RequestLimiters;
}

/** The caller, when the route's rule lets it through: 401 without a session, 403 when refused. */
function admit(route: ServedRoute, ctx: Context): AuthContext | null {
  const auth = (ctx.state.auth as AuthContext | undefined) ?? null;
  if (route.access.kind === 'public') return auth;
  if (!auth) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
  const refusal = accessRefusal(route.access, subjectOf(auth));
  if (refusal) throw forbidden(refusal);
  return auth;
}

function checkAnswer(route: ServedRoute, body: unknown): void {
  const { schema } = route;
  if (!schema) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${route.id}: the answer does not match its declared schema: ${result.error.message}`,
    );
  }
}

async function answerOf(
  route: ServedRoute,
  input: never,
  checkResponses: boolean,
): Promise<Answer> {
  const answer: unknown = await route.handle(input);
  if (checkResponses) checkAnswer(route, answer);
  return { status: route.status, body: answer };
}

/** A request some route serves, with the parameters of its path. */
type RoutedContext = Context & { params: Record<string, string> };

const JSON_TYPE = 'application/json; charset=utf-8';

// The body parser is a middleware: here nothing follows it.
const nothingAfter = async () => undefined;

export interface ApiRouter {
  /** Answers a request some route serves; passes any other on. */
  middleware: Middleware;
  /** The methods some route serves at a path. */
  methodsAt(path: string): string[];
}

/** The API's router from the declarations: rule, budget, validation, handler, answer. */
export function buildRouter(
  routes: readonly RouteDeclaration[],
  options: RouterOptions,
): ApiRouter {
  // Only a route that declares a body reads one, once the caller is admitted and within budget.
  const readBody = bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT_BYTES,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  const serve = async (route: ServedRoute, ctx: Context) => {
    const auth = admit(route, ctx);
    await options.limiters.consume(route.rateLimit, auth?.userId ?? ctx.ip);
    // A multipart request is left unread for the handler to stream; JSON is read here.
    const readsJson = route.body !== null && !(route.multipart && ctx.is(MULTIPART));
    if (readsJson) await readBody(ctx, nothingAfter);
    const params = route.params ? parseWith(route.params, (ctx as RoutedContext).params) : {};
    const query = route.query ? parseWith(route.query, ctx.query) : {};
    const body =
      route.body !== null && readsJson
        ? parseWith(route.body, (ctx.request as { body?: unknown }).body ?? {})
        : undefined;
    // API answers are about one user at one moment: no cache keeps them unless a route says so.
    ctx.set('cache-control', 'no-store');
    const input = { params, query, body, ctx, auth } as never;
    // A header sent empty is a malformed key, not a missing one.
    const sent = route.idempotent && ctx.headers[IDEMPOTENCY_HEADER] !== undefined;
    const answer =
      sent && auth
        ? await runOnce(
            {
              userId: auth.userId,
              routeId: route.id,
              key: parseWith(idempotencyKeySchema, ctx.get(IDEMPOTENCY_HEADER)),
              request: body,
            },
            () => answerOf(route, input, options.checkResponses),
          )
        : await answerOf(route, input, options.checkResponses);
    if (route.delivery === 'by-handler') return;
    ctx.status = answer.status;
    if (answer.status === 204) return;
    if (route.delivery === 'json') {
      // Serialised here with its type given outright: a JSON object as the body would have
      // Koa look the type up and the compressor serialise it, on every answer.
      ctx.set('content-type', JSON_TYPE);
      ctx.body = JSON.stringify(answer.body);
    } else ctx.body = answer.body;
  };
  const table = new RouteTable(
    routes.map((route) => ({ ...route, value: new ServedRoute(route) })),
  );
  return {
    middleware: (ctx, next) => {
      const found = table.find(ctx.method, ctx.path);
      if (!found) return next();
      (ctx as RoutedContext).params = found.params;
      return serve(found.value, ctx);
    },
    methodsAt: (path) => table.methodsAt(path),
  };
}
