import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import mongoose from 'mongoose';
import { startApiProcess, type ApiProcess } from '@staydesk/tools/api-process';
import { freePort } from '@staydesk/tools/mongo';
import { connectionOptions, prepareCollections } from '../../src/db';
import { eventually } from '../eventually';

/** The origin the test browsers claim; mutating requests from others are refused. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** The run's MongoDB server (Jest's global setup), with a database of the caller's own. */
export function testDatabaseUri(name = `faults_${randomUUID().slice(0, 8)}`): string {
  const server = process.env.MONGODB_URI;
  if (!server) throw new Error('MONGODB_URI is not set: run the tests through jest (global setup)');
  return withDatabase(server, name);
}

/** `mongodb://hosts/?options` with the database name put in its path. */
export function withDatabase(uri: string, name: string): string {
  const [base = '', options] = uri.split('?');
  const hosts = /^(mongodb(?:\+srv)?:\/\/[^/]+)/.exec(base)?.[1];
  if (!hosts) throw new Error(`Not a MongoDB URI: ${uri}`);
  return `${hosts}/${name}${options ? `?${options}` : ''}`;
}

/**
 * Connects this test process to the database the API processes use, to seed it and to look
 * at what they did; drops it and disconnects after the file's tests.
 */
export function useDatabase(uri: () => string, options: { drop?: boolean } = {}): void {
  beforeAll(async () => {
    await mongoose.connect(uri(), connectionOptions(uri()));
    await prepareCollections(mongoose.connection);
  });
  afterAll(async () => {
    if (options.drop !== false) await mongoose.connection.dropDatabase().catch(() => undefined);
    await mongoose.disconnect();
  });
}

/**
 * Starts API processes (`api/src/main.ts`, as production runs it) for a test file and kills
 * whatever is still running after its tests. Settings come from the environment only.
 */
export function apiProcesses(baseEnv: () => NodeJS.ProcessEnv) {
  const running = new Set<ApiProcess>();
  afterAll(async () => {
    await Promise.all([...running].map((api) => api.kill()));
  });
  return {
    async start(env: NodeJS.ProcessEnv = {}, preload: string[] = []): Promise<ApiProcess> {
      const api = await startApiProcess({
        port: await freePort(),
        env: { LOG_LEVEL: 'warn', ALLOWED_ORIGINS: TEST_ORIGIN, ...baseEnv(), ...env },
        output: 'capture',
        preload: preload.map((module) => pathToFileURL(module).href),
      });
      running.add(api);
      return api;
    },
  };
}

/** Waits until `check` holds (a failing check counts as not yet); returns how long it took. */
export async function timeUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<number> {
  const started = performance.now();
  await eventually(() => check().catch(() => false), what, timeoutMs);
  return Math.round(performance.now() - started);
}
