import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from './csp';
import { startShellServer } from './shell-server';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([candidate]) => candidate === name)
    ?.slice(1);

describe("the shell's edge policy", () => {
  let dir: string;
  const servers: Server[] = [];
  const policyOf = async (remoteOverrideOrigins?: readonly string[]) => {
    const server = await startShellServer({
      port: 0,
      apiTargets: ['http://127.0.0.1:9'],
      readRemoteRegistry: async () => [
        {
          name: 'mf-tasks',
          version: '1.0.0',
          manifestUrl: 'https://cdn.example.com/mf-tasks/1.0.0/mf-manifest.json',
        },
      ],
      servedOverTls: false,
      dir,
      remoteOverrideOrigins,
    });
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    // A page that needs no session, so the edge answers it rather than sending to sign in.
    const answer = await fetch(`http://127.0.0.1:${port}/auth/signin`);
    return answer.headers.get('content-security-policy') ?? '';
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shell-edge-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<html><head><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"></head><body><div id="root"></div></body></html>`,
    );
    // The edge reads the registry's manifests for its preloads: none answers here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  });

  it("admits the active remotes' origins, and those an admin's override may use (decision 47)", async () => {
    const withoutOverrides = await policyOf();
    expect(directive(withoutOverrides, 'script-src')).toEqual([
      "'self'",
      'https://cdn.example.com',
    ]);
    const withOverrides = await policyOf(['http://localhost:*', 'https://cdn.example.com']);
    for (const name of ['script-src', 'connect-src'])
      expect(directive(withOverrides, name)).toEqual([
        "'self'",
        'https://cdn.example.com',
        'http://localhost:*',
      ]);
  });
});
