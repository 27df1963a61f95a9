import { DEMO_PASSWORD } from './ports';
import { startControlServer } from './control-server';
import { startPlatform } from '../tools/src/platform';

/**
 * Starts the whole platform (database, API, shell, five remotes) from the built bundles, and
 * the control endpoint the tests use to stop, restart, publish and roll back a remote.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const platform = await startPlatform({
    persist: false,
    seed: true,
    demoPassword: DEMO_PASSWORD,
    log: (line) => console.log(line),
  });
  const control = await startControlServer(platform, Number(process.env.E2E_CONTROL_PORT));
  return async () => {
    control.close();
    await platform.stop();
  };
}
