import type { z } from 'zod';
import type { AccessRule } from '@staydesk/contracts';
import { EVENT_STREAM, type RateLimitClass, type RouteDeclaration } from './route';

/** How an answer leaves: serialised as JSON, as the handler returned it, or written by it. */
export type Delivery = 'json' | 'as-returned' | 'by-handler';

/**
 * What serving a request needs from a route's declaration, decided once at start-up: the
 * declarations are object literals that set only the options they need, and the request path
 * should not work out defaults and the way an answer leaves on every request. One shape for
 * every route also keeps V8's property reads there monomorphic (no gain was measurable above
 * the machine's noise; see decision 7).
 */
export class ServedRoute {
  readonly id: string;
  readonly access: AccessRule;
  readonly rateLimit: RateLimitClass;
  readonly params: z.ZodType | null;
  readonly query: z.ZodType | null;
  readonly body: z.ZodType | null;
  readonly multipart: boolean;
  readonly idempotent: boolean;
  readonly status: number;
  readonly schema: z.ZodType | null;
  readonly delivery: Delivery;
  readonly handle: (input: never) => unknown;

  constructor(declaration: RouteDeclaration) {
    const { response } = declaration;
    this.id = declaration.id;
    this.access = declaration.access;
    this.rateLimit = declaration.rateLimit;
    this.params = declaration.params ?? null;
    this.query = declaration.query ?? null;
    this.body = declaration.body ?? null;
    this.multipart = declaration.multipart !== undefined;
    this.idempotent = declaration.idempotent === true;
    this.status = response.status;
    this.schema = response.contentType === EVENT_STREAM ? null : (response.schema ?? null);
    this.delivery =
      response.contentType === EVENT_STREAM || response.writtenByHandler
        ? 'by-handler'
        : response.contentType === undefined
          ? 'json'
          : 'as-returned';
    this.handle = declaration.handle.bind(declaration) as (input: never) => unknown;
  }
}
