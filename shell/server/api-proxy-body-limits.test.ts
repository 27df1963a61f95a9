import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Types } from 'mongoose';
import { CSRF_COOKIE, CSRF_HEADER, MAX_UPLOAD_BYTES, SESSION_COOKIE } from '@staydesk/contracts';
import {
  createCustomerWithUsers,
  createSession,
  samplePhoto,
  taskFilesCollection,
  withTestApi,
} from '@staydesk/api/testing';
import { CSP_NONCE_PLACEHOLDER } from './csp';
import { startStaticServer } from './static-server';

const CSRF = 'body-limits-csrf';
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const MEGABYTE = 1024 * 1024;

let admin: { userId: Types.ObjectId; customerId: Types.ObjectId };
const api = withTestApi(async () => {
  const { customerId, users } = await createCustomerWithUsers('Seaside', ['admin']);
  admin = { userId: users.get('admin')!, customerId };
});

let shell: Server;
let shellDir = '';
beforeAll(async () => {
  shellDir = mkdtempSync(path.join(os.tmpdir(), 'staydesk-shell-'));
  writeFileSync(
    path.join(shellDir, 'index.html'),
    `<!doctype html><head><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"></head><div id="root"></div>`,
  );
  shell = await startStaticServer({
    dir: shellDir,
    port: 0,
    apiTarget: origin(api.server),
    cors: false,
  });
});
afterAll(async () => {
  shell.closeAllConnections();
  await new Promise((resolve) => shell.close(resolve));
  rmSync(shellDir, { recursive: true, force: true });
});

const routes = {
  "through the shell's /api proxy": () => origin(shell),
  directly: () => origin(api.server),
};

/** A signed-in admin's request, as the browser sends it. */
async function send(base: string, path: string, body: string | FormData) {
  const sid = await createSession({ ...admin, currentRole: 'admin', ttlHours: 1 });
  const headers = new Headers({
    cookie: `${CSRF_COOKIE}=${CSRF}; ${SESSION_COOKIE}=${sid}`,
    [CSRF_HEADER]: CSRF,
  });
  if (typeof body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.each(Object.entries(routes))('a body over the limit, sent %s', (_, base) => {
  it('is refused with 413 naming the 1 MB limit for JSON (3 MB to POST /api/tasks)', async () => {
    const body = JSON.stringify({
      title: 'Check the smoke alarm',
      notes: 'x'.repeat(3 * MEGABYTE),
    });
    expect(await send(base(), `/api/tasks?taskId=${'a'.repeat(24)}`, body)).toEqual({
      status: 413,
      body: {
        error: {
          code: 'payload_too_large',
          message: 'The request body is larger than the 1 MB limit',
        },
      },
    });
  });

  it('is refused with 413 naming the 25 MB limit for a 30 MB upload, and nothing is stored', async () => {
    const photo = await samplePhoto();
    const bytes = Buffer.concat([photo, Buffer.alloc(30 * MEGABYTE - photo.length)]);
    const form = new FormData();
    form.append('taskId', 'new');
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'roof.png');
    expect(await send(base(), '/api/tasks/messages', form)).toEqual({
      status: 413,
      body: {
        error: {
          code: 'payload_too_large',
          message: `roof.png is larger than the ${MAX_UPLOAD_BYTES / MEGABYTE} MB limit: send a smaller file`,
        },
      },
    });
    expect(await taskFilesCollection().countDocuments()).toBe(0);
  });
});
