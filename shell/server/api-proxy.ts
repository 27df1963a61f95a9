import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import httpProxy from 'http-proxy';

export interface ApiProxy {
  web(req: IncomingMessage, res: ServerResponse): void;
  ws(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

const UNREACHABLE = JSON.stringify({
  error: { code: 'unavailable', message: 'The API is not reachable' },
});

/**
 * Forwards API requests to one or several API instances, round robin, as a load balancer in
 * front of them would: any instance may answer any request (sessions, idempotency keys, jobs
 * and live events are all kept in MongoDB). An instance that cannot be reached answers 502.
 * An answer an instance gave is passed on even when sending it the rest of the request failed
 * (it stopped reading a body it refused): that instance was reached.
 */
export function createApiProxy(targets: readonly string[]): ApiProxy {
  if (targets.length === 0) throw new Error('The API proxy needs at least one target');
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  const answered = new WeakSet<IncomingMessage>();
  proxy.on('proxyRes', (answer, req, res) => {
    answered.add(req);
    // An answer cut off halfway must not leave the client waiting for its end.
    answer.once('close', () => {
      if (!answer.complete) res.destroy();
    });
  });
  proxy.on('error', (_error, req, res) => {
    if (!('writeHead' in res)) return;
    if (answered.has(req)) {
      // The answer goes on to the client; what the client still sends is read and dropped.
      req.resume();
      return;
    }
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(UNREACHABLE);
  });
  let next = 0;
  const target = () => targets[next++ % targets.length];
  return {
    web: (req, res) => proxy.web(req, res, { target: target() }),
    ws: (req, socket, head) => proxy.ws(req, socket, head, { target: target() }),
  };
}
