import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PUBLIC_ACCESS } from '@staydesk/contracts';
import { version as API_VERSION } from '../../../package.json';
import { openApiDocument } from '../../http/openapi';
import { publicRoute, type RouteDeclaration } from '../../http/route';

const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

declare const SwaggerUIBundle: (options: Record<string, unknown>) => void;

/** Starts Swagger UI; sent as a file of its own, since the page has no inline script. */
function startReference() {
  window.addEventListener('load', () => {
    SwaggerUIBundle({
      url: '/api/openapi.json',
      dom_id: '#api-reference',
      // Deep links put anchors inside the operation buttons (nested interactive elements).
      deepLinking: false,
      tryItOutEnabled: false,
    });
  });
}

/** Swagger UI's badges and links fall short of WCAG AA contrast: darker shades of its colours. */
const CONTRAST_CSS = `
.swagger-ui .info .title small, .swagger-ui .info .title small pre { background: #4b5563; }
.swagger-ui .info .title small.version-stamp, .swagger-ui .info .title small.version-stamp pre { background: #3f6212; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1d4ed8; }
.swagger-ui .opblock .opblock-summary-method { color: #fff; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4ed8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #166534; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a3412; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #115e59; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b91c1c; }
.swagger-ui .opblock-tag small, .swagger-ui .opblock-description-wrapper p { color: #374151; }
.swagger-ui .btn.authorize { color: #166534; border-color: #166534; }
.swagger-ui .btn.authorize svg { fill: #166534; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #374151; }
`;

interface Asset {
  type: string;
  load(): Buffer;
}
const fromSwaggerUi = (file: string, type: string): Asset => ({
  type,
  load: () => readFileSync(path.join(SWAGGER_UI_DIR, file)),
});

/** The reference page's own files. */
const ASSETS = {
  'init.js': {
    type: 'application/javascript',
    load: () => Buffer.from(`(${startReference.toString()})();\n`),
  },
  'swagger-ui.css': fromSwaggerUi('swagger-ui.css', 'text/css'),
  'swagger-ui-bundle.js': fromSwaggerUi('swagger-ui-bundle.js', 'application/javascript'),
  'favicon-32x32.png': fromSwaggerUi('favicon-32x32.png', 'image/png'),
  'contrast.css': { type: 'text/css', load: () => Buffer.from(CONTRAST_CSS) },
} satisfies Record<string, Asset>;
type AssetName = keyof typeof ASSETS;
const ASSET_NAMES = Object.keys(ASSETS) as [AssetName, ...AssetName[]];

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Staydesk API reference</title>
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/contrast.css" />
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

const loaded = new Map<AssetName, Buffer>();
const contentOf = (name: AssetName) => {
  const content = loaded.get(name) ?? ASSETS[name].load();
  loaded.set(name, content);
  return content;
};

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
      summary: "The reference page's scripts, styles and icon",
      tag: 'docs',
      access: PUBLIC_ACCESS,
      rateLimit: 'read',
      withoutDatabase: true,
      params: z.object({ file: z.enum(ASSET_NAMES) }),
      response: {
        status: 200,
        description: 'The file',
        contentType: [...new Set(Object.values(ASSETS).map((asset) => asset.type))],
      },
      errors: [404],
      example: { request: () => ({ params: { file: 'init.js' } }) },
      handle({ params, ctx }) {
        ctx.set('cache-control', 'public, max-age=3600');
        ctx.type = ASSETS[params.file].type;
        return contentOf(params.file);
      },
    }),
  ];
}
