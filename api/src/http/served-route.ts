import type { z } from 'zod';
import type { AccessRule } from '@staydesk/contracts';
import { EVENT_STREAM, type RateLimitClass, type RouteDeclaration } from './route';

/** How an answer leaves: serialised as JSON, as the handler returned it, or written by it. */
export type Delivery = 'json' | 'as-returned' | 'by-handler';

/**
 * What serving a request needs from a route's declaration, in one shape for every route. The
 * declarations are object literals of many shapes (each sets the options it needs): code that
 * reads their fields on every request slows down once it has met a few dozen of them.
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
