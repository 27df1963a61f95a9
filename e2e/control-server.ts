import http, { type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { publishRemote, rollbackRemote } from '@staydesk/api';
import { REMOTE_NAMES, type RemoteName } from '@staydesk/contracts';
import { startStaticServer } from '@staydesk/shell/server';
import { appDir, API_PORT } from '../tools/src/apps';
import type { RunningPlatform } from '../tools/src/platform';
import {
  guestMessages,
  newReservation,
  replaceNotifications,
  someReservation,
  type ReplaceRequest,
} from './notification-control';
import {
  latestEmailToAddress,
  latestMessageTo,
  setContactState,
  type ContactState,
} from './profile-control';

/** Where a test publishes a "new release" of a remote: the same build on another origin. */
const RELEASE_PORT_BASE = Number(process.env.SHELL_PORT) + 50;

type Action = 'stop' | 'start' | 'publish' | 'rollback';

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

/** Test data by user email: POST /notifications/<email>, /reservation/<email>, … */
const DATA_ACTIONS: Record<string, (email: string, body: unknown) => Promise<unknown>> = {
  notifications: (email, body) => replaceNotifications(email, body as ReplaceRequest),
  reservation: (email) => someReservation(email),
  'guest-messages': (reservationId) => guestMessages(reservationId),
  'new-reservation': (email, body) =>
    newReservation(email, body as Parameters<typeof newReservation>[1]),
  'contact-state': (email, body) => setContactState(email, body as ContactState),
  'latest-message': (email, body) =>
    latestMessageTo(email, (body as { channel?: 'email' | 'sms' }).channel),
  'latest-email-to-address': (address) => latestEmailToAddress(address),
};

/**
 * A small control endpoint for the browser tests: POST /<action>/<remote> stops or restarts a
 * remote's server, or publishes a release of it from a second origin and rolls it back, the
 * way `npm run remotes` does; the data actions put a user's notifications in a known state.
 */
export function startControlServer(platform: RunningPlatform, port: number): Promise<Server> {
  const releases = new Map<RemoteName, Server>();
  const actions: Record<Action, (name: RemoteName) => Promise<void>> = {
    stop: (name) => platform.stopRemote(name),
    start: (name) => platform.startRemote(name),
    publish: async (name) => {
      const releasePort = RELEASE_PORT_BASE + REMOTE_NAMES.indexOf(name);
      const server = await startStaticServer({
        dir: path.join(appDir(name), 'dist'),
        port: releasePort,
        apiTarget: `http://127.0.0.1:${API_PORT}`,
        cors: true,
      });
      releases.set(name, server);
      await publishRemote({
        name,
        version: '0.2.0-e2e',
        manifestUrl: `http://localhost:${releasePort}/mf-manifest.json`,
      });
    },
    rollback: async (name) => {
      await rollbackRemote(name);
      releases.get(name)?.close();
      releases.delete(name);
    },
  };
  const server = http.createServer((req, res) => {
    const [, action = '', target = ''] = (req.url ?? '').split('/');
    const dataAction = DATA_ACTIONS[action];
    if (req.method === 'POST' && dataAction) {
      jsonBody(req)
        .then((body) => dataAction(decodeURIComponent(target), body))
        .then(
          (result) =>
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
          (error: unknown) => res.writeHead(500).end(String(error)),
        );
      return;
    }
    const run = actions[action as Action];
    if (req.method !== 'POST' || !run || !REMOTE_NAMES.includes(target as RemoteName)) {
      res.writeHead(404).end();
      return;
    }
    run(target as RemoteName).then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
