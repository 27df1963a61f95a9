import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PUBLIC_ACCESS } from '@staydesk/contracts';
import { version as API_VERSION } from '../../../package.json';
import { openApiDocument } from '../../http/openapi';
import { publicRoute, type RouteDeclaration } from '../../http/route';

const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The reference page's own files; the page has no inline script, as the CSP asks. */
const ASSETS = {
  'swagger-ui.css': { type: 'text/css', file: path.join(SWAGGER_UI_DIR, 'swagger-ui.css') },
  'swagger-ui-bundle.js': {
    type: 'application/javascript',
    file: path.join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'),
  },
} as const;
type AssetName = keyof typeof ASSETS | 'init.js';

declare const SwaggerUIBundle: (options: Record<string, unknown>) => void;

/** Starts Swagger UI; sent as a file of its own, since the page has no inline script. */
function startReference() {
  window.addEventListener('load', () => {
    SwaggerUIBundle({
      url: '/api/openapi.json',
      dom_id: '#api-reference',
      deepLinking: true,
      tryItOutEnabled: false,
    });
  });
}
const INIT_SCRIPT = Buffer.from(`(${startReference.toString()})();\n`);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Staydesk API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="api-reference" aria-label="Staydesk API reference"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/** Swagger UI styles its widgets through style attributes; scripts stay first-party only. */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const cached = new Map<AssetName, Buffer>([['init.js', INIT_SCRIPT]]);
const asset = (name: AssetName) => {
  const found = cached.get(name) ?? readFileSync(ASSETS[name as keyof typeof ASSETS].file);
  cached.set(name, found);
  return found;
};
const ASSET_NAMES: [AssetName, ...AssetName[]] = [
  'init.js',
  'swagger-ui.css',
  'swagger-ui-bundle.js',
];

/** The machine-readable document and a readable reference page, both from the declarations. */
export function docsRoutes(routes: () => readonly RouteDeclaration[]): RouteDeclaration[] {
  let document: ReturnType<typeof openApiDocument> | null = null;
  return [
    publicRoute({
      id: 'docs.openapi',
      method: 'GET',
      path: '/api/openapi.json',
      summary: 'This document: OpenAPI 3.1, generated from the route declarations',
      tag: 'docs',
      access: PUBLIC_ACCESS,
      rateLimit: 'read',
      withoutDatabase: true,
      response: {
        status: 200,
        description: 'The OpenAPI document',
        schema: z.object({ openapi: z.literal('3.1.0') }).loose(),
      },
      handle: () => (document ??= openApiDocument(routes(), API_VERSION)),
    }),
    publicRoute({
      id: 'docs.page',
      method: 'GET',
      path: '/api/docs',
      summary: 'The API reference, readable in a browser',
      tag: 'docs',
      access: PUBLIC_ACCESS,
      rateLimit: 'read',
      withoutDatabase: true,
      response: { status: 200, description: 'The reference page', contentType: 'text/html' },
      handle({ ctx }) {
        ctx.set('content-security-policy', DOCS_CSP);
        return PAGE;
      },
    }),
    publicRoute({
      id: 'docs.asset',
      method: 'GET',
      path: '/api/docs/:file',
      summary: "The reference page's scripts and styles",
      tag: 'docs',
      access: PUBLIC_ACCESS,
      rateLimit: 'read',
      withoutDatabase: true,
      params: z.object({ file: z.enum(ASSET_NAMES) }),
      response: {
        status: 200,
        description: 'The file',
        contentType: ['application/javascript', 'text/css'],
      },
      errors: [404],
      example: { request: () => ({ params: { file: 'init.js' } }) },
      handle({ params, ctx }) {
        ctx.set('cache-control', 'public, max-age=3600');
        ctx.type = params.file === 'init.js' ? 'application/javascript' : ASSETS[params.file].type;
        return asset(params.file);
      },
    }),
  ];
}
