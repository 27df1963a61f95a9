import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  needsSession,
  SESSION_COOKIE,
  signInLocation,
  STYLE_NONCE_HEADER,
} from '@staydesk/contracts';
import type { SurfaceViewRequest } from '@staydesk/design-system/server-view';
import { CSP_NONCE_PLACEHOLDER } from './csp';
import type { ServerViewRequest } from './server-view-service';
import { startStaticServer } from './static-server';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A raw GET: the body exactly as it came over the wire, never decoded. Each on a connection of
 * its own, so no answer depends on a socket an earlier test left open.
 */
const rawGet = (port: number, urlPath: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });

const portOf = (server: Server) => (server.address() as AddressInfo).port;

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

const script = (name: string) => `console.log(${JSON.stringify(name.repeat(200))});\n`;

/** A file as the build leaves it: with its brotli and gzip siblings. */
function writeCompressed(dir: string, name: string, text: string): void {
  writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
  writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
}

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

describe('the static server', () => {
  let dir: string;
  let api: Server;
  let server: Server;
  let port: number;
  const get = (urlPath: string, headers?: http.OutgoingHttpHeaders) =>
    rawGet(port, urlPath, headers);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'staydesk-dist-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><head><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"></head><div id="root"></div>`,
    );
    for (const name of ['main.js', 'remoteEntry.js', 'sw.js', '42.0123abcd.js'])
      writeCompressed(dir, name, script(name));
    writeCompressed(dir, 'mf-manifest.json', JSON.stringify({ name: 'mf_tasks' }).repeat(40));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    // An API that answers already compressed, as the real one does above its threshold.
    api = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' });
      res.end(
        zlib.brotliCompressSync(JSON.stringify({ acceptEncoding: req.headers['accept-encoding'] })),
      );
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    server = await startStaticServer({
      dir,
      port: 0,
      apiTarget: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      cors: false,
      pageHead: async (pathname, search) => `<meta name="location" content="${pathname}${search}">`,
    });
    port = portOf(server);
  });

  afterAll(async () => {
    await Promise.all([close(server), close(api)]);
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [BROWSER_ENCODINGS, 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
  ])('answers Accept-Encoding "%s" with the %s file', async (accepted, encoding, decode) => {
    const answer = await get('/main.js', { 'accept-encoding': accepted });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decode(answer.body).toString()).toBe(script('main.js'));
  });

  it.each([{}, { 'accept-encoding': 'identity' }])(
    'sends the plain file to a client that accepts no compression (%j)',
    async (headers) => {
      const answer = await get('/main.js', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.body.toString()).toBe(script('main.js'));
    },
  );

  it('sends a file without a compressed sibling as it is', async () => {
    const answer = await get('/favicon.svg', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('<svg/>');
  });

  it('lets browsers keep content-hashed chunks for good', async () => {
    const answer = await get('/42.0123abcd.js', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/main.js', '/remoteEntry.js', '/mf-manifest.json', '/sw.js', '/favicon.svg'])(
    'has %s revalidated by its ETag on every load',
    async (file) => {
      const first = await get(file, { 'accept-encoding': BROWSER_ENCODINGS });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag).toBeTruthy();
      const again = await get(file, {
        'accept-encoding': BROWSER_ENCODINGS,
        'if-none-match': etag,
      });
      expect(again.status).toBe(304);
      expect(again.body).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    },
  );

  it('gives each encoding of a file its own ETag', async () => {
    const brotli = await get('/main.js', { 'accept-encoding': 'br' });
    const gzip = await get('/main.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/main.js');
    expect(new Set([brotli, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(3);
    const crossed = await get('/main.js', {
      'accept-encoding': 'gzip',
      'if-none-match': brotli.headers.etag,
    });
    expect(crossed.status).toBe(200);
    expect(crossed.headers['content-encoding']).toBe('gzip');
  });

  it('sends a new release of an entry in full on the next load', async () => {
    const before = await get('/remoteEntry.js', { 'accept-encoding': 'br' });
    writeCompressed(dir, 'remoteEntry.js', script('the next release'));
    const after = await get('/remoteEntry.js', {
      'accept-encoding': 'br',
      'if-none-match': before.headers.etag,
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(zlib.brotliDecompressSync(after.body).toString()).toBe(script('the next release'));
  });

  it('renders the page fresh every time: never from a cache, never compressed', async () => {
    for (const page of ['/', '/index.html', '/tasks']) {
      const answer = await get(page, { 'accept-encoding': BROWSER_ENCODINGS });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).not.toContain(CSP_NONCE_PLACEHOLDER);
    }
  });

  it("ends the page's head with what its location adds", async () => {
    const answer = await get('/tasks?task=abc&execution=true');
    expect(answer.body.toString()).toMatch(
      /<head><meta name="csp-nonce" content="[^"]+"><meta name="location" content="\/tasks\?task=abc&execution=true"><\/head><div id="root">/,
    );
  });

  describe("with the shell's rule for signed-out visitors", () => {
    let shell: Server;
    let shellPort: number;
    beforeAll(async () => {
      shell = await startStaticServer({
        dir,
        port: 0,
        apiTarget: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        cors: false,
        signedOutLocation: (pathname, search) =>
          needsSession(pathname) ? signInLocation(pathname, search) : null,
      });
      shellPort = portOf(shell);
    });
    afterAll(() => close(shell));

    it.each([
      ['/', '/auth/signin'],
      ['/app/listings?tab=active', '/auth/signin?next=%2Fapp%2Flistings%3Ftab%3Dactive'],
      ['/index.html', '/auth/signin?next=%2Findex.html'],
    ])('sends a page request for %s without a session cookie to sign in', async (page, to) => {
      const answer = await rawGet(shellPort, page);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(to);
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('serves the page to a browser with a session cookie, the sign-in pages to anyone', async () => {
      const signedIn = await rawGet(shellPort, '/app/listings', {
        cookie: `${SESSION_COOKIE}=t0k3n`,
      });
      const signIn = await rawGet(shellPort, '/auth/signin?next=%2F');
      for (const answer of [signedIn, signIn]) {
        expect(answer.status).toBe(200);
        expect(answer.body.toString()).toContain('<div id="root">');
      }
    });

    it('serves scripts and the API without a session cookie', async () => {
      expect((await rawGet(shellPort, '/main.js')).status).toBe(200);
      expect((await rawGet(shellPort, '/api/tasks')).status).toBe(200);
    });
  });

  describe('with a server view', () => {
    const serverViewDir = mkdtempSync(path.join(os.tmpdir(), 'staydesk-server-view-'));
    let shell: Server;
    let shellPort: number;
    const asked: ServerViewRequest[] = [];
    beforeAll(async () => {
      writeFileSync(
        path.join(serverViewDir, 'index.html'),
        `<!doctype html><head><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}">` +
          '<link rel="preload" as="script" href="/main.js"><link rel="preload" as="script" ' +
          'href="/42.0123abcd.js"><script defer="defer" src="/main.js"></script></head>' +
          '<div id="root"></div>',
      );
      shell = await startStaticServer({
        dir: serverViewDir,
        port: 0,
        apiTarget: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        cors: false,
        // A task's surface on screen: its remote's preloads, as the shell's head gets them.
        pageHead: async (_, search) =>
          search.includes('task=')
            ? '<link rel="preload" as="script" href="http://remote.test/remoteEntry.js">'
            : '',
        serverView: async (request) => {
          asked.push(request);
          return request.pathname === '/'
            ? {
                head: '<style data-drawn-styles="css a1">.css-a1{color:red}</style>',
                beforeRoot: request.search === '?task=drawn' ? '<aside>Check linen</aside>' : '',
                root: '<h1>Inbox of $& and $1</h1>',
                afterRoot: '<script type="application/json">[]</script>',
                surfaceLeftToBrowser: request.search === '?task=left',
              }
            : null;
        },
      });
      shellPort = portOf(shell);
    });
    afterAll(async () => {
      await close(shell);
      rmSync(serverViewDir, { recursive: true, force: true });
    });
    beforeEach(() => {
      asked.length = 0;
    });

    it('puts it in the root element, with what the page asked for it', async () => {
      const answer = await rawGet(shellPort, '/?tab=1', {
        cookie: `${SESSION_COOKIE}=t0k3n`,
        'user-agent': 'Phone/1.0',
        'accept-encoding': BROWSER_ENCODINGS,
      });
      const page = zlib.brotliDecompressSync(answer.body).toString();
      expect(page).toContain(
        '<div id="root"><h1>Inbox of $& and $1</h1></div><script type="application/json">[]</script>',
      );
      // The view's styles end the head, before the body they style.
      expect(page).toContain('<style data-drawn-styles="css a1">.css-a1{color:red}</style></head>');
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(asked).toEqual([
        {
          pathname: '/',
          search: '?tab=1',
          cookie: `${SESSION_COOKIE}=t0k3n`,
          userAgent: 'Phone/1.0',
          nonce,
        },
      ]);
    });

    it('leaves out the script preloads, keeps the entry, and lets no shared cache keep it', async () => {
      const answer = await rawGet(shellPort, '/', { 'accept-encoding': 'identity' });
      const page = answer.body.toString();
      expect(page).not.toContain('rel="preload"');
      expect(page).toContain('<script defer="defer" src="/main.js"></script>');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.vary).toMatch(/cookie/i);
      expect(answer.headers['content-encoding']).toBeUndefined();
    });

    it('puts a surface its remote drew before the root, and preloads no script at all', async () => {
      const page = (await rawGet(shellPort, '/?task=drawn')).body.toString();
      expect(page).toContain('<aside>Check linen</aside><div id="root"><h1>Inbox of');
      expect(page).not.toContain('rel="preload"');
    });

    it("keeps the remote's preloads for a surface left to the browser", async () => {
      const page = (await rawGet(shellPort, '/?task=left')).body.toString();
      expect(page).toContain('href="http://remote.test/remoteEntry.js"');
      expect(page).not.toContain('href="/42.0123abcd.js"');
      expect(page).toContain('<div id="root"><h1>Inbox of');
    });

    it.each([
      [BROWSER_ENCODINGS, 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ])('compresses it for Accept-Encoding "%s" with %s', async (accepted, encoding, decode) => {
      const answer = await rawGet(shellPort, '/', { 'accept-encoding': accepted });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(answer.body).toString()).toContain('<h1>Inbox of');
    });

    it('serves a page without one as before: preloads kept, nothing compressed', async () => {
      const answer = await rawGet(shellPort, '/tasks', { 'accept-encoding': BROWSER_ENCODINGS });
      const page = answer.body.toString();
      expect(page).toContain('<link rel="preload" as="script" href="/42.0123abcd.js">');
      expect(page).toContain('<div id="root"></div>');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-encoding']).toBeUndefined();
    });
  });

  describe("a remote's surfaces drawn on its server", () => {
    let remote: Server;
    const asked: SurfaceViewRequest[] = [];
    const asShell = {
      cookie: 'sid=avery',
      [STYLE_NONCE_HEADER]: 'n0nce/+=',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
    };
    const page = (search: string) => `?${new URLSearchParams({ page: `/${search}` })}`;
    const getFromRemote = (urlPath: string, headers: http.OutgoingHttpHeaders) =>
      rawGet(portOf(remote), urlPath, headers);

    beforeAll(async () => {
      remote = await startStaticServer({
        dir,
        port: 0,
        apiTarget: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        cors: true,
        surfaceViews: {
          TaskSidebar: async (request) => {
            asked.push(request);
            return request.page.includes('task=')
              ? `<style nonce="${request.nonce}"></style><aside>Check linen stock</aside>`
              : null;
          },
        },
      });
    });
    afterAll(() => close(remote));
    beforeEach(() => {
      asked.length = 0;
    });

    it("answers the surface's HTML, for no cache and no other origin", async () => {
      const answer = await getFromRemote(`/server-view/TaskSidebar${page('?task=t1')}`, asShell);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      const html = answer.body.toString();
      expect(html).toContain('Check linen stock');
      expect(html).toContain('nonce="n0nce/+="');
      expect(asked).toEqual([
        {
          page: '/?task=t1',
          cookie: 'sid=avery',
          userAgent: asShell['user-agent'],
          nonce: 'n0nce/+=',
        },
      ]);
    });

    it('answers 204 where it draws nothing', async () => {
      const answer = await getFromRemote(`/server-view/TaskSidebar${page('')}`, asShell);
      expect(answer.status).toBe(204);
    });

    it.each([
      ['an unknown surface', '/server-view/Palette', asShell, 404],
      ['no page', '/server-view/TaskSidebar', asShell, 400],
      ['a page elsewhere', `/server-view/TaskSidebar?page=https://example.test/`, asShell, 400],
      ['no nonce', `/server-view/TaskSidebar${page('')}`, { cookie: 'sid=avery' }, 400],
      [
        'a nonce that would break out of its attribute',
        `/server-view/TaskSidebar${page('')}`,
        { ...asShell, [STYLE_NONCE_HEADER]: 'x" onload="alert(1)' },
        400,
      ],
    ])('refuses %s', async (_, urlPath, headers, status) => {
      expect((await getFromRemote(urlPath, headers)).status).toBe(status);
      expect(asked).toEqual([]);
    });
  });

  it.each(['/missing.3f2a1b4c.js', '/static/nope.css', '/main.js.map', '/api-docs.json'])(
    'answers a missing file %s with a plain 404 that no cache keeps',
    async (missing) => {
      const answer = await get(missing, { 'accept-encoding': BROWSER_ENCODINGS });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body.toString()).toBe('Not Found');
    },
  );

  it('passes on the Accept-Encoding to the API and its compressed answer untouched', async () => {
    const answer = await get('/api/tasks', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(answer.body).toString())).toEqual({
      acceptEncoding: BROWSER_ENCODINGS,
    });
  });
});
