import type { Context } from 'koa';
import type { z } from 'zod';
import type { AccessRule, PublicAccess, SessionAccess } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import type { ExampleFixture } from './example-fixture';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How requests to a route are budgeted. 'signIn' is counted in MongoDB across instances
 * (middleware/rate-limit); 'read' and 'write' are per-process bursts guards keyed by user;
 * 'none' is for health checks and the event stream.
 */
export type RateLimitClass = 'signIn' | 'read' | 'write' | 'none';

export interface RouteInput<Params, Query, Body> {
  params: Params;
  query: Query;
  body: Body;
  ctx: Context;
}

/** What a successful answer looks like. */
export interface RouteResponse {
  status: number;
  description: string;
  /** The JSON body; none for 204 and for files. */
  schema?: z.ZodType;
  /**
   * 'application/json' when absent; 'text/event-stream' means the handler writes a stream. A
   * list when the answer's type depends on the request (a file route).
   */
  contentType?: string | readonly string[];
  /** The handler writes status, headers and body itself: a file served whole or in a range (206). */
  writtenByHandler?: boolean;
}

export const EVENT_STREAM = 'text/event-stream';
export const MULTIPART = 'multipart/form-data';

/** An OpenAPI link from this route's answer to another operation (stateful fuzzing follows it). */
export interface RouteLink {
  name: string;
  operationId: string;
  parameters?: Record<string, string>;
  /** The body to send, whose string values may be runtime expressions ('$response.body#/id'). */
  requestBody?: Record<string, unknown>;
}

/**
 * A valid request for the authorization matrix and the docs, built from the ids of one
 * customer. `prepare` puts that customer's data in the state the request needs first.
 */
export interface RouteExample {
  request(fixture: ExampleFixture): { params?: object; query?: object; body?: unknown };
  prepare?(fixture: ExampleFixture): Promise<void>;
  /** When the request's own content decides who may send it (a command's event). */
  access?: AccessRule;
}

interface RouteCommon<Params, Query, Body> {
  /** Stable name: the OpenAPI operationId and the matrix's row. */
  id: string;
  method: HttpMethod;
  /** Koa-style path: '/api/tasks/execution/:id/start'. */
  path: string;
  summary: string;
  tag: string;
  rateLimit: RateLimitClass;
  params?: z.ZodType<Params, Record<string, string>>;
  query?: z.ZodType<Query, Record<string, unknown>>;
  body?: z.ZodType<Body, unknown>;
  /**
   * The form of a multipart/form-data request the route also takes (file uploads), documented
   * beside the JSON body. Such a request reaches the handler unread, with body undefined: the
   * handler streams it from ctx.req.
   */
  multipart?: z.ZodType;
  response: RouteResponse;
  /** Statuses the route itself may answer besides those of its rule and validation. */
  errors?: readonly number[];
  /**
   * The body of an error answer that carries more than the error (a stale write's 409 carries
   * the task as it now is), by status; the others answer the shared Error schema.
   */
  errorSchemas?: Partial<Record<number, z.ZodType>>;
  links?: readonly RouteLink[];
  example?: RouteExample;
  /**
   * The route may act on another customer's data: for anyone its rule lets in (super-user
   * tools), or, with 'super users', only for a super user (a task link it follows).
   */
  crossTenant?: boolean | 'super users';
  /** Answers without the database (the document, the CSRF cookie): not held back while it is down. */
  withoutDatabase?: boolean;
  /** Honours an Idempotency-Key header: a retry is answered from the first run. */
  idempotent?: boolean;
  /** Left out of fuzzing, with the reason (it would end the fuzzer's own session). */
  fuzzExcluded?: string;
}

export interface PublicRoute<Params, Query, Body> extends RouteCommon<Params, Query, Body> {
  access: PublicAccess;
  handle(input: RouteInput<Params, Query, Body> & { auth: AuthContext | null }): unknown;
}

export interface SessionRoute<Params, Query, Body> extends RouteCommon<Params, Query, Body> {
  access: SessionAccess;
  handle(input: RouteInput<Params, Query, Body> & { auth: AuthContext }): unknown;
}

/** A declared route, as the router, the OpenAPI document and the matrix read it. */
export type RouteDeclaration = PublicRoute<never, never, never> | SessionRoute<never, never, never>;

/** Declares a route that needs a signed-in caller; input types flow from the schemas. */
export const sessionRoute = <Params = object, Query = object, Body = undefined>(
  declaration: SessionRoute<Params, Query, Body>,
): RouteDeclaration => declaration as unknown as RouteDeclaration;

/** Declares a route that answers without a session. */
export const publicRoute = <Params = object, Query = object, Body = undefined>(
  declaration: PublicRoute<Params, Query, Body>,
): RouteDeclaration => declaration as unknown as RouteDeclaration;
