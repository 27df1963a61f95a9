import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import httpProxy from 'http-proxy';

export interface ApiProxy {
  web(req: IncomingMessage, res: ServerResponse): void;
  ws(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

/**
 * Forwards API requests to one or several API instances, round robin, as a load balancer in
 * front of them would: any instance may answer any request (sessions, idempotency keys, jobs
 * and live events are all kept in MongoDB). An instance that cannot be reached answers 502.
 */
export function createApiProxy(targets: readonly string[]): ApiProxy {
  if (targets.length === 0) throw new Error('The API proxy needs at least one target');
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  proxy.on('error', (_error, _req, res) => {
    if ('writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { code: 'unavailable', message: 'The API is not reachable' } }),
      );
    }
  });
  let next = 0;
  const target = () => targets[next++ % targets.length];
  return {
    web: (req, res) => proxy.web(req, res, { target: target() }),
    ws: (req, socket, head) => proxy.ws(req, socket, head, { target: target() }),
  };
}
