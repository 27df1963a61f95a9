import { isAppName, appDir, appPort, API_PORT } from './apps';
import { buildApps } from './build';
import { startStaticServer } from './serve';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@staydesk/contracts';

const apiTarget = `http://127.0.0.1:${API_PORT}`;

async function apiIsUp(): Promise<boolean> {
  try {
    return (await fetch(`${apiTarget}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** `npm start -w mf-tasks`: one remote on its own port with its harness page, for its team. */
async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  if (!isAppName(name) || name === 'shell')
    throw new Error(`Usage: start-remote <${REMOTE_NAMES.join('|')}>`);
  await buildApps([name]);
  if (!(await apiIsUp())) {
    console.log('No API on port 4000: starting the database and the API here.');
    const { startMongo } = await import('./mongo');
    const { DATA_DIR } = await import('./running-mongo');
    const { startApi } = await import('../../api/src/main');
    const { isDatabaseEmpty, seedDemo } = await import('../../api/src/seed/demo');
    const { DEMO_PASSWORD_DEFAULT } = await import('../../api/src/seed/fixtures');
    const mongo = await startMongo({ persistDir: DATA_DIR });
    await startApi({ ...process.env, MONGODB_URI: mongo.uri, API_PORT: String(API_PORT) });
    if (await isDatabaseEmpty()) await seedDemo(process.env.DEMO_PASSWORD ?? DEMO_PASSWORD_DEFAULT);
  }
  const port = appPort(name as RemoteName);
  await startStaticServer({ dir: path.join(appDir(name), 'dist'), port, apiTarget, cors: true });
  console.log(`${name} harness: http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
