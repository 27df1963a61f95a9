import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import Koa from 'koa';
import serveStatic from 'koa-static';
import { createApiProxy } from './api-proxy';

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
}

/** Serves a built app with an SPA fallback and proxies the API, as a small production edge would. */
export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const proxy = createApiProxy([options.apiTarget].flat());
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
  app.use(async (ctx, next) => {
    if (options.cors) ctx.set('access-control-allow-origin', '*');
    // The manifest and entry must be fresh on every load (a publish changes them); the
    // content-hashed chunks never change and may be cached for good.
    const immutable = /\.[0-9a-f]{8}\.js$/.test(ctx.path);
    ctx.set('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    await next();
  });
  app.use(serveStatic(options.dir, { gzip: false, index: 'index.html' }));
  app.use(async (ctx) => {
    const index = path.join(options.dir, 'index.html');
    if (ctx.method === 'GET' && !path.extname(ctx.path) && existsSync(index)) {
      await serveStatic(options.dir)(
        Object.assign(ctx, { path: '/index.html' }),
        async () => undefined,
      );
    }
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, () => resolve(server));
    server.on('error', reject);
    server.on('upgrade', (req, socket, head) => proxy.ws(req, socket, head));
  });
}
