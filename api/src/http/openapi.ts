import { z } from 'zod';
import {
  apiErrorSchema,
  CSRF_COOKIE,
  CSRF_HEADER,
  idempotencyKeySchema,
  SESSION_COOKIE,
} from '@staydesk/contracts';
import { MULTIPART, type RouteDeclaration } from './route';

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid (nothing changed)',
  401: 'No valid session',
  403: "The caller's role may not do this, or the CSRF token is missing",
  404: "Not found (another customer's id answers the same)",
  405: 'Method not allowed',
  409: 'In conflict with the current state, or the same request is still running',
  413: 'The request body, or a file in it, is larger than the limit (nothing stored)',
  416: 'The requested byte range is not within the file',
  422: 'The command was refused',
  429: 'Too many requests',
  503: 'The database is unavailable; try again shortly',
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The body parser refuses a JSON body with a '__proto__' key at any depth (prototype
 * poisoning), so no object of a request says it may have one.
 */
function forbidProtoKeys(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(forbidProtoKeys);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema;
  if (schema.type === 'object')
    schema.propertyNames = { ...(schema.propertyNames as object), not: { const: '__proto__' } };
  Object.values(schema).forEach(forbidProtoKeys);
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  if (io === 'input') forbidProtoKeys(json);
  return json;
}

/** '/api/tasks/execution/:id/start' -> '/api/tasks/execution/{id}/start' */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' && { description: property.description }),
    schema: property,
  }));
}

/** The statuses a route may answer besides its success, from what it declares. */
export function errorStatusesOf(route: RouteDeclaration): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  if (route.params || route.query || route.body) statuses.add(400);
  if (route.body) statuses.add(413);
  if (route.access.kind === 'session') statuses.add(401).add(403);
  if (MUTATING.has(route.method)) statuses.add(403);
  if (route.rateLimit !== 'none') statuses.add(429);
  if (!route.withoutDatabase) statuses.add(503);
  return [...statuses].sort();
}

function successOf(route: RouteDeclaration) {
  const { response } = route;
  const links = route.links?.length
    ? {
        links: Object.fromEntries(
          route.links.map((link) => [
            link.name,
            {
              operationId: link.operationId,
              ...(link.parameters && { parameters: link.parameters }),
              ...(link.requestBody && { requestBody: link.requestBody }),
            },
          ]),
        ),
      }
    : {};
  if (response.contentType) {
    const types =
      typeof response.contentType === 'string' ? [response.contentType] : response.contentType;
    return {
      description: response.description,
      content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }])),
    };
  }
  if (!response.schema) return { description: response.description, ...links };
  return {
    description: response.description,
    content: { 'application/json': { schema: jsonSchemaOf(response.schema, 'output') } },
    ...links,
  };
}

function operationOf(route: RouteDeclaration) {
  // A mutating request echoes the csrf_token cookie in the x-csrf-token header: both are needed.
  const csrf = MUTATING.has(route.method) ? { csrfCookie: [], csrfHeader: [] } : {};
  const security =
    route.access.kind === 'session'
      ? [{ sessionCookie: [], ...csrf }]
      : MUTATING.has(route.method)
        ? [csrf]
        : [];
  const idempotency = route.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'A retry with the same key is answered from the first run, applied once',
          schema: jsonSchemaOf(idempotencyKeySchema, 'input'),
        },
      ]
    : [];
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.tag],
    security,
    'x-access': route.access,
    'x-rate-limit': route.rateLimit,
    ...(route.fuzzExcluded && { 'x-fuzz-excluded': route.fuzzExcluded }),
    parameters: [
      ...parametersOf(route.params, 'path'),
      ...parametersOf(route.query, 'query'),
      ...idempotency,
    ],
    ...(route.body && {
      requestBody: {
        // A request without a body is read as {}: it is only missing when {} is not valid.
        required: !route.body.safeParse({}).success,
        content: {
          'application/json': { schema: jsonSchemaOf(route.body, 'input') },
          ...(route.multipart && {
            [MULTIPART]: { schema: jsonSchemaOf(route.multipart, 'input') },
          }),
        },
      },
    }),
    responses: {
      [String(route.response.status)]: successOf(route),
      ...Object.fromEntries(
        errorStatusesOf(route).map((status) => {
          const own = route.errorSchemas?.[status];
          const schema = own ? jsonSchemaOf(own, 'output') : { $ref: '#/components/schemas/Error' };
          return [
            String(status),
            {
              description: ERROR_DESCRIPTIONS[status] ?? 'Refused',
              content: { 'application/json': { schema } },
            },
          ];
        }),
      ),
    },
  };
}

/** The OpenAPI 3.1 document of the declared routes: what /api/openapi.json serves. */
export function openApiDocument(routes: readonly RouteDeclaration[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Staydesk API',
      version,
      description:
        'Every route of the Staydesk API. Sign in with POST /api/auth/signin; mutating requests echo the csrf_token cookie in the x-csrf-token header. Errors are { error: { code, message } }.',
    },
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(apiErrorSchema, 'output') },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        csrfCookie: { type: 'apiKey', in: 'cookie', name: CSRF_COOKIE },
        csrfHeader: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
      },
    },
  };
}
