import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@staydesk/contracts';
import { startStaticServer } from '@staydesk/shell/server';
import { allowedOrigins, API_PORT, appDir, appPort, isAppName } from './apps';
import { buildApps } from './build';
import { startMongo } from './mongo';
import { DATA_DIR } from './running-mongo';
import { servedOverTls, startApi } from '@staydesk/api';
import { DEMO_PASSWORD_DEFAULT, isDatabaseEmpty, seedDemo } from '@staydesk/api/seed';

const apiTarget = `http://127.0.0.1:${API_PORT}`;

async function apiIsUp(): Promise<boolean> {
  try {
    return (await fetch(`${apiTarget}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** The database and the API, for a remote started without `npm start` running. */
async function startOwnApi(): Promise<() => Promise<void>> {
  console.log(`No API on port ${API_PORT}: starting the database and the API here.`);
  const mongo = await startMongo({ persistDir: DATA_DIR });
  const api = await startApi({
    ALLOWED_ORIGINS: allowedOrigins(),
    ...process.env,
    MONGODB_URI: mongo.uri,
    API_PORT: String(API_PORT),
  });
  if (await isDatabaseEmpty()) await seedDemo(process.env.DEMO_PASSWORD ?? DEMO_PASSWORD_DEFAULT);
  return async () => {
    await api.stop();
    await mongo.stop();
  };
}

/** `npm start -w mf-tasks`: one remote on its own port with its harness page, for its team. */
async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  if (!isAppName(name) || name === 'shell') {
    throw new Error(`Usage: start-remote <${REMOTE_NAMES.join('|')}>`);
  }
  await buildApps([name]);
  const stopApi = (await apiIsUp()) ? async () => undefined : await startOwnApi();
  const port = appPort(name as RemoteName);
  const server = await startStaticServer({
    dir: path.join(appDir(name), 'dist'),
    port,
    apiTarget,
    cors: true,
    servedOverTls: servedOverTls(process.env),
  });
  console.log(`${name} harness: http://localhost:${port} (Ctrl+C stops it)`);
  const stop = () => {
    server.close();
    void stopApi().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
