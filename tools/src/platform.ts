import type { Server } from 'node:http';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@staydesk/contracts';
import { startApiServer } from './api-server';
import { API_PORT, appDir, appPort, SHELL_PORT } from './apps';
import type { MongoHandle } from './mongo';
import { clearRunningMongo, DATA_DIR, recordRunningMongo } from './running-mongo';
import { startStaticServer } from './serve';
import type { RunningApi } from '../../api/src/main';

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
  const { mongo, api } = await startApiServer({
    port: API_PORT,
    persistDir: options.persist ? DATA_DIR : undefined,
    demoPassword: options.seed ? options.demoPassword : undefined,
    log: options.log,
  });
  if (options.persist) recordRunningMongo(mongo.uri);
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
