import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import etag from '@koa/etag';
import Koa, { type Middleware } from 'koa';
import conditionalGet from 'koa-conditional-get';
import serveStatic from 'koa-static';
import { SESSION_COOKIE, STYLE_NONCE_HEADER, SURFACE_VIEW_ROUTE } from '@staydesk/contracts';
import type { SurfaceViewRequest } from '@staydesk/design-system/server-view';
import { createApiProxy } from './api-proxy';
import { contentSecurityPolicy, createNonce, CSP_NONCE_PLACEHOLDER, securityHeaders } from './csp';
import type { ServerView, ServerViewRequest } from './server-view-service';

export interface StaticServerOptions {
  dir: string;
  port: number;
  /**
   * Where /api and /healthz go, so the page and the API share one origin (and cookies); with
   * several API instances, to each in turn.
   */
  apiTarget: string | readonly string[];
  /** Remotes are fetched by the shell from another origin: their files need CORS. */
  cors: boolean;
  /** Behind TLS (the API's `servedOverTls`): browsers are told to come back over HTTPS only. */
  servedOverTls?: boolean;
  /**
   * The origins of the remotes the page composes (the shell): its Content-Security-Policy lets
   * it fetch their manifests and run their scripts. Without it, only this origin is allowed.
   */
  remoteOrigins?: () => Promise<readonly string[]>;
  /** Tags the page at this location gets at the end of its head (the shell's remote preloads). */
  pageHead?: (pathname: string, search: string) => Promise<string>;
  /**
   * Where a page request without a session cookie goes instead (the shell: sign in), or null
   * for a page anyone may open. A cookie that is there but no longer valid still gets the page,
   * whose first read learns it.
   */
  signedOutLocation?: (pathname: string, search: string) => string | null;
  /**
   * The page's view drawn on the server with the caller's data (the shell's home page), for the
   * document's root element; null where the browser renders the page alone.
   */
  serverView?: (request: ServerViewRequest) => Promise<ServerView | null>;
  /**
   * A remote's surfaces it draws on the server, by module name, for the shell's edge to put in
   * its page (SURFACE_VIEW_ROUTE).
   */
  surfaceViews?: Readonly<Record<string, SurfaceView>>;
}

export type SurfaceView = (request: SurfaceViewRequest) => Promise<string | null>;

type PageRenderer = (nonce: string, extraHead: string, serverView: ServerView | null) => string;

const ROOT_ELEMENT = '<div id="root"></div>';
const SCRIPT_PRELOADS = /<link rel="preload" as="script"[^>]*>/g;

/**
 * The app's index.html, read once, rendered per request with the nonce of that response, what
 * its location adds to the head and its server view, if any. null when the folder has no page.
 */
function loadPage(dir: string): PageRenderer | null {
  const file = path.join(dir, 'index.html');
  if (!existsSync(file)) return null;
  const [before = '', after = '', ...rest] = readFileSync(file, 'utf8').split(
    CSP_NONCE_PLACEHOLDER,
  );
  if (rest.length > 0 || !after)
    throw new Error(`${file} has no CSP nonce placeholder: build the app again`);
  const [head = '', body = '', ...more] = after.split('</head>');
  if (!body.includes(ROOT_ELEMENT) || more.length > 0)
    throw new Error(`${file} has no single </head> and ${ROOT_ELEMENT} after its CSP nonce`);
  return (nonce, extraHead, serverView) => {
    if (serverView === null) return `${before}${nonce}${head}${extraHead}</head>${body}`;
    // The server view paints without a script. Preloaded, the scripts would share the phone's
    // bandwidth with the document; the entry asks for them once the view is painted. A surface
    // over the page that the view leaves to the browser keeps its remote's preloads: it is the
    // page's content, and its scripts are what shows it.
    const ownHead = head.replace(SCRIPT_PRELOADS, '');
    const surfaceHead = serverView.surfaceLeftToBrowser
      ? extraHead
      : extraHead.replace(SCRIPT_PRELOADS, '');
    // A function: the view's text ('$&' in a task's title) is not a replacement pattern.
    return `${before}${nonce}${ownHead}${surfaceHead}${serverView.head}</head>${body}`.replace(
      ROOT_ELEMENT,
      () =>
        `${serverView.beforeRoot}<div id="root">${serverView.root}</div>${serverView.afterRoot}`,
    );
  };
}

/** A page with its server view is tens of kilobytes: compressed per response, like its nonce. */
function compressPage(ctx: Koa.Context, page: string): void {
  ctx.vary('accept-encoding');
  // Brotli wherever it is accepted at all: browsers list it after gzip, at the same weight.
  const encoding = ctx.acceptsEncodings('br') || ctx.acceptsEncodings('gzip');
  if (encoding === 'br') {
    ctx.body = brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  } else if (encoding === 'gzip') {
    ctx.body = gzipSync(page, { level: 6 });
  } else {
    ctx.body = page;
    return;
  }
  ctx.set('content-encoding', encoding);
}

/** Webpack names chunks `[name].[contenthash:8].js` (see tools/src/webpack/create-config.ts). */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.js$/;

/**
 * Content-hashed files never change and are cached for good. Every other file (the entries
 * main.js and remoteEntry.js, mf-manifest.json, sw.js) is revalidated by its ETag on every
 * load, so a publish or a rollback takes effect at once. A missing file answers a plain 404
 * that no cache keeps (a chunk may appear with the next deployment).
 */
const cachePolicy: Middleware = async (ctx, next) => {
  await next();
  if (ctx.status !== 200) {
    ctx.set('cache-control', 'no-store');
    return;
  }
  ctx.vary('accept-encoding');
  const immutable = CONTENT_HASHED.test(ctx.path);
  ctx.set('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * `GET /server-view/<module>?page=…`: the surface's HTML for the caller whose cookies come with
 * the request, 204 where it draws nothing. Never cached, and without CORS: it holds their data.
 */
function surfaceViewRoute(views: Readonly<Record<string, SurfaceView>>): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(SURFACE_VIEW_ROUTE)) return next();
    const module = ctx.path.slice(SURFACE_VIEW_ROUTE.length);
    const view = Object.hasOwn(views, module) ? views[module] : undefined;
    const page = ctx.query.page;
    const nonce = ctx.get(STYLE_NONCE_HEADER);
    ctx.set('cache-control', 'no-store');
    if (!view || ctx.method !== 'GET') {
      ctx.status = 404;
      return;
    }
    if (typeof page !== 'string' || !page.startsWith('/') || !/^[\w+/=-]{1,64}$/.test(nonce)) {
      ctx.status = 400;
      return;
    }
    const html = await view({
      page,
      cookie: ctx.get('cookie') || undefined,
      userAgent: ctx.get('user-agent'),
      nonce,
    });
    if (html === null) {
      ctx.status = 204;
      return;
    }
    ctx.type = 'html';
    ctx.body = html;
  };
}

/** Serves a built app with an SPA fallback and proxies the API, as a small production edge would. */
export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const proxy = createApiProxy([options.apiTarget].flat());
  const renderPage = loadPage(options.dir);
  const headers = securityHeaders(options.servedOverTls ?? false);
  const remoteOrigins = options.remoteOrigins ?? (async () => []);
  const pageHead = options.pageHead ?? (async () => '');
  const app = new Koa();
  app.on('error', (error: NodeJS.ErrnoException) => {
    // A browser that navigates away mid-download closes the stream: nothing went wrong.
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE' && error.code !== 'ECONNRESET')
      console.error(error);
  });
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/healthz') {
      ctx.respond = false;
      proxy.web(ctx.req, ctx.res);
      return;
    }
    await next();
  });
  if (options.surfaceViews) app.use(surfaceViewRoute(options.surfaceViews));
  app.use(async (ctx, next) => {
    if (options.cors) ctx.set('access-control-allow-origin', '*');
    ctx.set(headers);
    // Files get the policy too: it is the one the service worker script runs under.
    const wantsPage =
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      (ctx.path === '/index.html' || !path.extname(ctx.path));
    const nonce = renderPage && wantsPage ? createNonce() : undefined;
    ctx.set(
      'content-security-policy',
      contentSecurityPolicy({ nonce, remoteOrigins: await remoteOrigins() }),
    );
    if (!renderPage || !nonce) return next();
    const signIn = ctx.cookies.get(SESSION_COOKIE)
      ? null
      : options.signedOutLocation?.(ctx.path, ctx.search);
    if (signIn) {
      // Straight to sign in: the page would only download, ask for its data and be refused.
      ctx.set('cache-control', 'no-store');
      ctx.redirect(signIn);
      return;
    }
    const [head, serverView] = await Promise.all([
      pageHead(ctx.path, ctx.search),
      options.serverView?.({
        pathname: ctx.path,
        search: ctx.search,
        cookie: ctx.get('cookie') || undefined,
        userAgent: ctx.get('user-agent'),
        nonce,
      }) ?? null,
    ]);
    // Every page (index.html and the SPA fallback) is rendered with this response's nonce. It
    // has no ETag: a 304 would pair the cached page with the new nonce of the policy header.
    ctx.type = 'html';
    const page = renderPage(nonce, head, serverView);
    if (serverView === null) {
      // Under a kilobyte: it fits in a packet compressed or not.
      ctx.set('cache-control', 'no-cache');
      ctx.body = page;
      return;
    }
    // It holds the caller's data: no shared cache may keep it.
    ctx.set('cache-control', 'private, no-cache');
    ctx.vary('cookie');
    compressPage(ctx, page);
  });
  app.use(conditionalGet());
  app.use(etag());
  app.use(cachePolicy);
  // The build wrote a .br and a .gz next to each file that compresses well: koa-send picks one.
  app.use(serveStatic(options.dir, { index: false, brotli: true, gzip: true }));
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, () => resolve(server));
    server.on('error', reject);
    server.on('upgrade', (req, socket, head) => proxy.ws(req, socket, head));
  });
}
