import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Types } from 'mongoose';
import type { ApiProcess } from '@staydesk/tools/api-process';
import { freePort, startJavaFallback, type MongoHandle } from '@staydesk/tools/mongo';
import type { ExampleFixture } from '../../src/http/example-fixture';
import type { RouteDeclaration } from '../../src/http/route';
import { declaredRoutes, pathOf } from '../declared-routes';
import { createCustomerWithUsers, PASSWORD } from '../harness';
import { Browser, createTaskCommand, type Reply } from './client';
import { apiProcesses, timeUntil, useDatabase, withDatabase } from './processes';

/**
 * The database goes away under a running API process and comes back. This file runs a
 * mongo-java-server of its own, keeping its data in an H2 file, so it can be stopped and
 * started again on the same port with the same data; the run's shared server is never touched.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'staydesk-outage-'));
const dataFile = path.join(dataDir, 'outage.mv');
let port = 0;
let database: MongoHandle | null = null;
const startDatabase = async () => {
  database = await startJavaFallback({ port, dataFile });
};
const stopDatabase = async () => {
  await database?.stop();
  database = null;
};
let uri = '';

beforeAll(async () => {
  port = await freePort();
  await startDatabase();
  uri = withDatabase(database!.uri, 'outage');
}, 90_000);
afterAll(async () => {
  await stopDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

// The data must survive the restart, so the database is not dropped at the end.
useDatabase(() => uri, { drop: false });
const apis = apiProcesses(() => ({ MONGODB_URI: uri }));

let api: ApiProcess;
let fixture: ExampleFixture;
const signedIn = new Browser('');
const signedOut = new Browser('');

beforeAll(async () => {
  const { customerId, users } = await createCustomerWithUsers('Outage', ['admin', 'cleaner']);
  const placeholder = () => new Types.ObjectId().toString();
  fixture = {
    caller: {
      userId: users.get('admin')!.toString(),
      customerId: customerId.toString(),
      email: 'admin@outage.test',
      password: PASSWORD,
    },
    tenant: {
      customerId: customerId.toString(),
      taskId: placeholder(),
      assignmentIds: {},
      checklistItemId: placeholder(),
      checklistTemplateId: placeholder(),
      reservationId: placeholder(),
      listingId: placeholder(),
      notificationId: placeholder(),
      attachmentId: placeholder(),
      userId: users.get('cleaner')!.toString(),
    },
  };
  api = await apis.start();
  signedIn.baseUrl = api.url;
  signedOut.baseUrl = api.url;
  await signedIn.signIn('admin@outage.test');
  await signedOut.request('GET', '/api/auth/csrf');
}, 90_000);

const routes = declaredRoutes();

/** The route's example request, with a placeholder id in every path parameter it leaves open. */
function requestOf(route: RouteDeclaration) {
  const example = route.example?.request(fixture) ?? {};
  return {
    path: pathOf(route, example, () => new Types.ObjectId().toString()),
    body: example.body ?? (route.method === 'GET' ? undefined : {}),
  };
}

const send = (browser: Browser, route: RouteDeclaration) => {
  const { path: routePath, body } = requestOf(route);
  return browser.request(route.method, routePath, {
    body,
    // Idempotent routes too must not keep a key for a request that never ran.
    headers: route.idempotent ? { 'idempotency-key': `outage-${route.id}` } : {},
  });
};

const unavailable = (reply: Reply) =>
  reply.status === 503 &&
  (reply.body as { error?: { code?: string } }).error?.code === 'unavailable';

describe('the database goes away under a running API process', () => {
  it('answers 503 at once while it is away, and resumes by itself within 5 s of its return', async () => {
    // Before: the session is resolved (and cached) and the stream is open.
    expect((await signedIn.request('GET', '/api/auth/session')).status).toBe(200);
    const stream = signedIn.events();
    expect(await stream.opened).toBe(200);

    await stopDatabase();
    const noticedMs = await timeUntil(
      async () => (await signedIn.request('GET', '/healthz')).status === 503,
      '/healthz to answer 503',
    );
    console.log(`Database stopped: /healthz answered 503 after ${noticedMs} ms`);

    for (const route of routes) {
      for (const browser of [signedIn, signedOut]) {
        const reply = await send(browser, route);
        const what = `${route.method} ${route.path} (${browser === signedIn ? 'signed in' : 'signed out'}): ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`;
        // No request waits for the driver to give up: every answer comes at once.
        expect({ what, fast: reply.ms < 3_000 }).toEqual({ what, fast: true });
        if (route.withoutDatabase && route.id !== 'health') {
          // The document, the reference page and the CSRF cookie need no database.
          expect({ what, ok: reply.status < 300 }).toEqual({ what, ok: true });
        } else {
          // Everything else, the event stream and a signed-in caller whose session was cached
          // included, is 503 `unavailable`: the gate answers before the session is looked at,
          // and the session cache forgets everything anyway once its change streams break
          // (it cannot learn of a sign-out while they are down), so no session route could
          // be answered without the database. The shell shows one clear "unavailable" state
          // and retries, instead of pages that half work.
          expect({ what, unavailable: unavailable(reply) }).toEqual({ what, unavailable: true });
        }
      }
    }
    // The process is up, and the stream opened before the outage stays open (a new one is
    // refused above like any other request): its browser does not reconnect in a loop.
    expect(api.exited()).toBe(false);
    expect(stream.ended).toBe(false);

    await startDatabase();
    const healthyMs = await timeUntil(
      async () => (await signedIn.request('GET', '/healthz')).status === 200,
      '/healthz to answer 200 again',
    );
    const signedInMs = await timeUntil(
      async () => (await signedIn.request('GET', '/api/auth/session')).status === 200,
      'a signed-in route to answer again',
    );
    console.log(
      `Database back: /healthz answered 200 after ${healthyMs} ms, a signed-in route ${healthyMs + signedInMs} ms after the database listened again`,
    );
    expect(healthyMs + signedInMs).toBeLessThan(5_000);

    // Writes work again, and their events reach the stream that stayed open through it all.
    const created = await signedIn.request('POST', '/api/commands', {
      body: createTaskCommand('After the outage'),
    });
    expect(created.status).toBe(200);
    const eventMs = await timeUntil(
      async () => stream.received.some((event) => event.type === 'task.created'),
      'the task.created event on the stream opened before the outage',
      // The stream's change feed re-opens after the routes do; on a loaded machine that takes a
      // few seconds more. The 5 s promise is the routes'.
      10_000,
    );
    console.log(`The stream opened before the outage got a new event after ${eventMs} ms`);
    stream.close();
    expect(api.exited()).toBe(false);
  }, 60_000);
});
