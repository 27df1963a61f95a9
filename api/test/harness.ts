import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Agent } from 'node:https';
import mongoose, { type Types } from 'mongoose';
import pino from 'pino';
import request from 'supertest';
import { CSRF_COOKIE, CSRF_HEADER, type Role } from '@staydesk/contracts';
import { createApp } from '../src/app';
import { connectionOptions, prepareCollections } from '../src/db';
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  loadDeliveryConfig,
  shellOrigin,
  type ApiConfig,
} from '../src/config';
import { Customer } from '../src/models/customer';
import { User } from '../src/models/user';
import { startDelivery, type Delivery } from '../src/services/delivery/delivery';
import type { VapidSigner } from '../src/services/delivery/vapid-headers';
import { LiveEventHub } from '../src/services/live-events';
import { SessionCache } from '../src/services/session-cache';
import { hashPassword } from '../src/services/passwords';

export const PASSWORD = 'correct horse battery';

export interface TestApi {
  server: Server;
  hub: LiveEventHub;
  delivery: Delivery;
  stop(): Promise<void>;
}

export interface TestApiOptions {
  /** Push requests go through this agent: a test trusts its own loopback push service with it. */
  pushAgent?: Agent;
  signVapid?: VapidSigner;
  /** The driver emits commandStarted for every command (tests that inspect the queries sent). */
  monitorCommands?: boolean;
}

/**
 * The real app on a real socket, over its own database on the run's MongoDB server, with
 * notification delivery running: jobs poll often and retry after milliseconds here.
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set: run the tests through jest (global setup)');
  const { monitorCommands = false, ...deliveryOptions } = options;
  await mongoose.connect(uri, {
    ...connectionOptions(uri),
    dbName: `test_${randomUUID().slice(0, 8)}`,
    monitorCommands,
  });
  await prepareCollections(mongoose.connection);
  const config: ApiConfig = {
    port: 0,
    mongodbUri: uri,
    servedOverTls: false,
    sessionTtlHours: 1,
    logLevel: 'silent',
    allowedOrigins: ['http://localhost:3000'],
    remoteOverrideOrigins: ['http://localhost:*'],
    // The loopback push service of the delivery tests and the example host of the route tests.
    delivery: loadDeliveryConfig({
      PUSH_SERVICE_HOSTS: [...DEFAULT_PUSH_SERVICE_HOSTS, '127.0.0.1', 'push.example.test'].join(
        ',',
      ),
    }),
  };
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  const delivery = await startDelivery({
    config: config.delivery,
    shellOrigin: shellOrigin(config),
    db,
    logger: pino({ level: 'silent' }),
    pollMs: 100,
    retryDelayMs: 50,
    lockLifetimeMs: 1_000,
    ...deliveryOptions,
  });
  const hub = new LiveEventHub();
  hub.start();
  const sessions = new SessionCache();
  sessions.start();
  const server = createApp({
    config,
    hub,
    sessions,
    logger: pino({ level: 'silent' }),
    checkResponses: true,
  }).listen(0);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    server,
    hub,
    delivery,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await delivery.stop();
      await hub.stop();
      await sessions.stop();
      await mongoose.connection.dropDatabase();
      await mongoose.disconnect();
    },
  };
}

/**
 * Starts the API before a test file's tests, runs `seed` once it is up, and stops it after.
 * Returns a handle whose `server` is there from the first test on.
 */
export function withTestApi(
  seed?: () => Promise<void>,
  options?: TestApiOptions,
): { readonly server: Server; readonly delivery: Delivery } {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(options);
    await seed?.();
  });
  afterAll(() => api?.stop());
  const running = () => {
    if (!api) throw new Error('the test API is not running');
    return api;
  };
  return {
    get server() {
      return running().server;
    },
    get delivery() {
      return running().delivery;
    },
  };
}

export async function createCustomerWithUsers(name: string, roles: Role[]) {
  const customer = await Customer.create({ name });
  const passwordHash = await hashPassword(PASSWORD);
  const users = new Map<Role, Types.ObjectId>();
  for (const role of roles) {
    const user = await User.create({
      email: `${role}@${name.toLowerCase().replace(/\W+/g, '-')}.test`,
      name: `${name} ${role}`,
      passwordHash,
      memberships: [{ customerId: customer._id, roles: [role], active: true }],
    });
    users.set(role, user._id);
  }
  return { customerId: customer._id, users };
}

/** A browser-like client: keeps cookies and echoes the CSRF cookie on mutating requests. */
export async function signedInAgent(server: Server, email: string, password = PASSWORD) {
  const agent = request.agent(server);
  const csrf = await csrfTokenOf(agent);
  const response = await agent
    .post('/api/auth/signin')
    .set(CSRF_HEADER, csrf)
    .send({ email, password });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, csrf };
}

export async function csrfTokenOf(agent: ReturnType<typeof request.agent>): Promise<string> {
  const response = await agent.get('/api/auth/csrf');
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith(`${CSRF_COOKIE}=`));
  if (!cookie) throw new Error('no CSRF cookie issued');
  return cookie.slice(CSRF_COOKIE.length + 1).split(';')[0] ?? '';
}
