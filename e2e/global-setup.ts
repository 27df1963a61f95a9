import http from 'node:http';
import { REMOTE_NAMES, type RemoteName } from '@staydesk/contracts';
import { DEMO_PASSWORD } from './ports';
import { startPlatform } from '../tools/src/platform';

/**
 * Starts the whole platform (database, API, shell, five remotes) from the built bundles, and
 * a small control endpoint the tests use to stop and restart a remote's server.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const platform = await startPlatform({
    persist: false,
    seed: true,
    demoPassword: DEMO_PASSWORD,
    log: (line) => console.log(line),
  });
  const control = http.createServer((req, res) => {
    const [, action, name] = (req.url ?? '').split('/');
    if (
      req.method !== 'POST' ||
      !REMOTE_NAMES.includes(name as RemoteName) ||
      (action !== 'stop' && action !== 'start')
    ) {
      res.writeHead(404).end();
      return;
    }
    const run =
      action === 'stop'
        ? platform.stopRemote(name as RemoteName)
        : platform.startRemote(name as RemoteName);
    run.then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) =>
    control.listen(Number(process.env.E2E_CONTROL_PORT), '127.0.0.1', resolve),
  );
  return async () => {
    control.close();
    await platform.stop();
  };
}
