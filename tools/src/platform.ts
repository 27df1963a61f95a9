import './preview-environment';
import type { Server } from 'node:http';
import path from 'node:path';
import { parseOverrideOrigins, REMOTE_NAMES, type RemoteName } from '@staydesk/contracts';
import { executionSurfaceViews } from '@staydesk/mf-execution/server';
import { tasksSurfaceViews } from '@staydesk/mf-tasks/server';
import { startShellServer, startStaticServer, type SurfaceView } from '@staydesk/shell/server';
import { startApiProcess, type ApiProcess } from './api-process';
import { prepareDatabase } from './api-server';
import { allowedOrigins, API_PORT, appDir, appPort, SHELL_PORT } from './apps';
import { startMongo, type MongoHandle } from './mongo';
import { clearRunningMongo, DATA_DIR, recordRunningMongo } from './running-mongo';

// One API instance runs in this process (one Node process, plus the database when embedded);
// with API_INSTANCES above 1, each instance is a process of its own.
import {
  activeRemotes,
  connectDatabase,
  disconnectDatabase,
  servedOverTls,
  startApi,
} from '@staydesk/api';

export interface PlatformOptions {
  /** Keep the database under .data/ and let the CLIs find it (npm start). */
  persist: boolean;
  /** Keep the database in this folder instead (a measurement on disk, like npm start's). */
  dataDir?: string;
  seed: boolean;
  demoPassword: string;
  log: (line: string) => void;
}

export interface PlatformProcess {
  pid: number;
  /** What runs in it. */
  role: string;
}

export interface RunningPlatform {
  mongo: MongoHandle;
  /** The API instances' addresses; the shell and the remotes proxy to each in turn. */
  apiTargets: string[];
  shell: Server;
  remotes: Map<RemoteName, Server>;
  /** The processes the platform runs in, this one first. */
  processes: PlatformProcess[];
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  stop(): Promise<void>;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** API_INSTANCES: how many API instances to run behind the shell's proxy (default 1). */
function apiInstances(): number {
  const value = process.env.API_INSTANCES ?? '1';
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`API_INSTANCES=${value} is not a whole number of 1 or more`);
  }
  return count;
}

/**
 * Where an admin may load a remote from in their browser unless REMOTE_OVERRIDE_ORIGINS says
 * otherwise: a team's build on any local port (decision 47). A deployment allows none by default.
 */
const DEVELOPMENT_OVERRIDE_ORIGINS = 'http://localhost:*,http://127.0.0.1:*';

/** Database, API (seeded when empty), shell and every remote, each on its own port. */
export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const mongo = await startMongo({
    persistDir: options.persist ? DATA_DIR : options.dataDir,
    log: options.log,
  });
  options.log(`MongoDB: ${mongo.kind}`);
  if (options.persist) recordRunningMongo(mongo.uri);
  const instances = apiInstances();
  const apiEnv = {
    ALLOWED_ORIGINS: allowedOrigins(),
    REMOTE_OVERRIDE_ORIGINS: DEVELOPMENT_OVERRIDE_ORIGINS,
    ...process.env,
    MONGODB_URI: mongo.uri,
  };
  const api = instances === 1 ? await startApi({ ...apiEnv, API_PORT: String(API_PORT) }) : null;
  // Several instances: this process keeps a connection of its own for the seed and the registry.
  if (!api) await connectDatabase(mongo.uri);
  await prepareDatabase({
    databaseKind: mongo.kind,
    demoPassword: options.seed ? options.demoPassword : undefined,
    log: options.log,
  });
  const apiProcesses: ApiProcess[] =
    instances === 1
      ? []
      : await Promise.all(
          Array.from({ length: instances }, (_, i) =>
            startApiProcess({ port: API_PORT + i, env: apiEnv, output: 'inherit' }),
          ),
        );
  if (instances > 1)
    options.log(`API: ${instances} instances on ports ${API_PORT}-${API_PORT + instances - 1}`);
  const apiTargets = Array.from(
    { length: instances },
    (_, i) => `http://127.0.0.1:${API_PORT + i}`,
  );
  let apiReads = 0;
  // The remotes' own reads of the API, spread over the instances.
  const nextApi = () => apiTargets[apiReads++ % apiTargets.length]!;
  // What each remote draws on the server, for the shell's edge.
  const surfaceViews: Partial<Record<RemoteName, Record<string, SurfaceView>>> = {
    'mf-tasks': tasksSurfaceViews(nextApi),
    'mf-execution': executionSurfaceViews(nextApi),
  };
  const overTls = servedOverTls(process.env);
  const serveRemote = (name: RemoteName) =>
    startStaticServer({
      dir: path.join(appDir(name), 'dist'),
      port: appPort(name),
      apiTarget: apiTargets,
      cors: true,
      servedOverTls: overTls,
      surfaceViews: surfaceViews[name],
    });
  const remotes = new Map<RemoteName, Server>();
  for (const name of REMOTE_NAMES) remotes.set(name, await serveRemote(name));
  const shell = await startShellServer({
    port: SHELL_PORT,
    apiTargets,
    readRemoteRegistry: activeRemotes,
    servedOverTls: overTls,
    remoteOverrideOrigins: parseOverrideOrigins(apiEnv.REMOTE_OVERRIDE_ORIGINS),
  });

  const processes: PlatformProcess[] = [
    {
      pid: process.pid,
      role: api ? 'API, job runner, live feed, static servers' : 'static servers',
    },
    ...apiProcesses.map((instance, i) => ({
      pid: instance.pid,
      role: `API instance ${i + 1}, job runner, live feed`,
    })),
  ];
  if (mongo.pid) processes.push({ pid: mongo.pid, role: `database (${mongo.kind})` });
  return {
    mongo,
    apiTargets,
    shell,
    remotes,
    processes,
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
      await api?.stop();
      await Promise.all(apiProcesses.map((instance) => instance.stop()));
      if (!api) await disconnectDatabase();
      await mongo.stop();
      if (options.persist) clearRunningMongo();
    },
  };
}
