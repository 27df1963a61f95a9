import { REMOTE_NAMES } from '@staydesk/contracts';
import { allowedOrigins, manifestUrlOf } from './apps';
import { startMongo, type MongoHandle, type MongoKind } from './mongo';

// The API is started in this process: one Node process, plus the database when embedded.
import { ensureRemotes, startApi, type RunningApi } from '@staydesk/api';
import { isDatabaseEmpty, seedDemo } from '@staydesk/api/seed';

export interface ApiServerOptions {
  port: number;
  /** Keep the database under this folder (npm start); in memory when absent. */
  persistDir?: string;
  /** Seed the demo customer into an empty database, with this password for every demo user. */
  demoPassword?: string;
  log: (line: string) => void;
}

export interface RunningApiServer {
  mongo: MongoHandle;
  api: RunningApi;
  /** 'http://127.0.0.1:<port>' */
  base: string;
  stop(): Promise<void>;
}

interface DatabasePreparation extends Pick<ApiServerOptions, 'demoPassword' | 'log'> {
  databaseKind: MongoKind;
}

/**
 * Seeds the demo customer into an empty database and registers the remotes. In production, the
 * demo customer goes only into a database this command started, never into one it was given.
 */
export async function prepareDatabase(options: DatabasePreparation) {
  const demoAllowed = options.databaseKind !== 'external' || process.env.NODE_ENV !== 'production';
  if (options.demoPassword && demoAllowed && (await isDatabaseEmpty())) {
    const summary = await seedDemo(options.demoPassword);
    options.log(
      `Seeded demo data: ${summary.listings} listings, ${summary.reservations} reservations, ${summary.tasks} tasks, ${summary.notifications} notifications`,
    );
  }
  await ensureRemotes(
    REMOTE_NAMES.map((name) => ({ name, version: '0.1.0', manifestUrl: manifestUrlOf(name) })),
  );
}

/** The database, the API on the given port (demo data seeded when empty) and the remote registry. */
export async function startApiServer(options: ApiServerOptions): Promise<RunningApiServer> {
  const mongo = await startMongo({ persistDir: options.persistDir, log: options.log });
  options.log(`MongoDB: ${mongo.kind}`);
  let api: RunningApi;
  try {
    api = await startApi({
      ALLOWED_ORIGINS: allowedOrigins(),
      ...process.env,
      MONGODB_URI: mongo.uri,
      API_PORT: String(options.port),
    });
  } catch (error) {
    await mongo.stop();
    throw error;
  }
  await prepareDatabase({ ...options, databaseKind: mongo.kind });
  return {
    mongo,
    api,
    base: `http://127.0.0.1:${options.port}`,
    async stop() {
      await api.stop();
      await mongo.stop();
    },
  };
}
