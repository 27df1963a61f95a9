import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE, type RemoteEntry } from '@staydesk/contracts';
import { CSP_NONCE_PLACEHOLDER } from './csp';
import { startShellServer } from './shell-server';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
const close = (server: Server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

describe("the shell's edge: its pages, their preloads and the API", () => {
  let dir: string;
  let api: Server;
  let remote: Server;
  let shell: Server;
  let remoteOrigin: string;
  let shellOrigin: string;
  const registryReads = jest.fn<Promise<RemoteEntry[]>, []>();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'staydesk-shell-edge-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><head><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"></head><div id="root"></div>`,
    );
    api = http.createServer((req, res) => res.end(JSON.stringify({ path: req.url })));
    // The tasks remote's manifest: its entry and the sidebar's first chunk.
    remote = http.createServer((_, res) =>
      res.end(
        JSON.stringify({
          metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
          exposes: [{ name: 'TaskSidebar', assets: { js: { sync: ['sidebar.js'], async: [] } } }],
        }),
      ),
    );
    const apiBase = await listen(api);
    remoteOrigin = await listen(remote);
    registryReads.mockResolvedValue([
      { name: 'mf-tasks', version: '1.0.0', manifestUrl: `${remoteOrigin}/mf-manifest.json` },
    ]);
    shell = await startShellServer({
      port: 0,
      apiTargets: [apiBase],
      readRemoteRegistry: registryReads,
      servedOverTls: false,
      dir,
    });
    shellOrigin = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all([close(shell), close(api), close(remote)]);
    rmSync(dir, { recursive: true, force: true });
  });

  const signedIn = { headers: { cookie: `${SESSION_COOKIE}=t0k3n` }, redirect: 'manual' as const };

  it('sends a signed-out visitor to sign in', async () => {
    const answer = await fetch(`${shellOrigin}/tasks`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/auth/signin?next=%2Ftasks');
  });

  it("lets the page load the registry's remotes, and preloads what a task link shows", async () => {
    // The first page starts the manifests' read; the pages after it get what was read.
    await fetch(`${shellOrigin}/?task=6b05`, signedIn).then((answer) => answer.text());
    const answer = await fetch(`${shellOrigin}/?task=6b05`, signedIn);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${remoteOrigin};`,
    );
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    const page = await answer.text();
    expect(page).toContain(`<link rel="preload" as="script" href="${remoteOrigin}/sidebar.js">`);
    expect(registryReads).toHaveBeenCalledTimes(1);
  });

  it('puts the API behind /api on its own origin', async () => {
    const answer = await fetch(`${shellOrigin}/api/tasks?limit=5`, signedIn);
    expect(await answer.json()).toEqual({ path: '/api/tasks?limit=5' });
  });
});
