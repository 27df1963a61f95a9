import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiProxy } from './api-proxy';

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** An API instance that answers with its name. */
const instance = (name: string) =>
  http.createServer((req, res) => res.end(JSON.stringify({ name, path: req.url })));

describe('the API proxy', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });

  async function proxyTo(targets: string[]) {
    const forward = createApiProxy(targets);
    const proxy = http.createServer((req, res) => forward.web(req, res));
    servers.push(proxy);
    const url = await listen(proxy);
    return (path: string) => fetch(`${url}${path}`).then(async (r) => [r.status, await r.json()]);
  }

  it('sends requests to the instances in turn, and to a single one every time', async () => {
    const [a, b] = [instance('a'), instance('b')];
    servers.push(a, b);
    const get = await proxyTo([await listen(a), await listen(b)]);
    const names = [];
    for (let i = 0; i < 4; i++) names.push(((await get('/api/x'))[1] as { name: string }).name);
    expect(names).toEqual(['a', 'b', 'a', 'b']);

    const single = await proxyTo([`http://127.0.0.1:${(a.address() as AddressInfo).port}`]);
    expect(await single('/healthz')).toEqual([200, { name: 'a', path: '/healthz' }]);
  });

  it('answers 502 in the API error shape when an instance cannot be reached', async () => {
    const gone = http.createServer();
    const target = await listen(gone);
    await new Promise((resolve) => gone.close(resolve));
    const get = await proxyTo([target]);
    expect(await get('/api/x')).toEqual([
      502,
      { error: { code: 'unavailable', message: 'The API is not reachable' } },
    ]);
  });
});
