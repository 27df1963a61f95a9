import type { Server } from 'node:http';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@staydesk/contracts';
import { allowedOrigins, API_PORT, appDir, appPort, manifestUrlOf, SHELL_PORT } from './apps';
import { startMongo, type MongoHandle } from './mongo';
import { cachedRemoteOrigins } from './remote-origins';
import { clearRunningMongo, DATA_DIR, recordRunningMongo } from './running-mongo';
import { startStaticServer } from './serve';

// The API is started in this process: one Node process, plus the database when embedded.
import { startApi, type RunningApi } from '../../api/src/main';
import { activeRemotes, ensureRemotes } from '../../api/src/services/remote-registry';
import { isDatabaseEmpty, seedDemo } from '../../api/src/seed/demo';

export interface PlatformOptions {
  persist: boolean;
  seed: boolean;
  demoPassword: string;
  log: (line: string) => void;
}

export interface RunningPlatform {
  mongo: MongoHandle;
  api: RunningApi;
  shell: Server;
  remotes: Map<RemoteName, Server>;
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  stop(): Promise<void>;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Database, API (seeded when empty), shell and every remote, each on its own port. */
export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const mongo = await startMongo({
    persistDir: options.persist ? DATA_DIR : undefined,
    log: options.log,
  });
  options.log(`MongoDB: ${mongo.kind}`);
  if (options.persist) recordRunningMongo(mongo.uri);
  const api = await startApi({
    ALLOWED_ORIGINS: allowedOrigins(),
    ...process.env,
    MONGODB_URI: mongo.uri,
    API_PORT: String(API_PORT),
  });
  if (options.seed && process.env.NODE_ENV !== 'production' && (await isDatabaseEmpty())) {
    const summary = await seedDemo(options.demoPassword);
    options.log(
      `Seeded demo data: ${summary.listings} listings, ${summary.reservations} reservations, ${summary.tasks} tasks, ${summary.notifications} notifications`,
    );
  }
  await ensureRemotes(
    REMOTE_NAMES.map((name) => ({ name, version: '0.1.0', manifestUrl: manifestUrlOf(name) })),
  );
  const apiTarget = `http://127.0.0.1:${API_PORT}`;
  const serveRemote = (name: RemoteName) =>
    startStaticServer({
      dir: path.join(appDir(name), 'dist'),
      port: appPort(name),
      apiTarget,
      cors: true,
    });
  const remotes = new Map<RemoteName, Server>();
  for (const name of REMOTE_NAMES) remotes.set(name, await serveRemote(name));
  const shell = await startStaticServer({
    dir: path.join(appDir('shell'), 'dist'),
    port: SHELL_PORT,
    apiTarget,
    cors: false,
    // The shell's policy admits the active remotes' origins, read from the registry.
    remoteOrigins: cachedRemoteOrigins(activeRemotes),
  });

  return {
    mongo,
    api,
    shell,
    remotes,
    async stopRemote(name) {
      const server = remotes.get(name);
      if (server) await closeServer(server);
      remotes.delete(name);
    },
    async startRemote(name) {
      if (!remotes.has(name)) remotes.set(name, await serveRemote(name));
    },
    async stop() {
      await Promise.all([...remotes.values(), shell].map(closeServer));
      await api.stop();
      await mongo.stop();
      if (options.persist) clearRunningMongo();
    },
  };
}
