import { REMOTE_NAMES } from '@staydesk/contracts';
import { appPort, SHELL_PORT } from './apps';
import { buildApps } from './build';
import { startPlatform } from './platform';
import { DEMO_PASSWORD_DEFAULT, DEMO_ROLES } from '@staydesk/api/seed';

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--skip-build');
  const demoPassword = process.env.DEMO_PASSWORD ?? DEMO_PASSWORD_DEFAULT;
  const log = (line: string) => console.log(line);
  if (!skipBuild) {
    log('Building the shell and the five remotes…');
    await buildApps(['shell', ...REMOTE_NAMES]);
  }
  const platform = await startPlatform({ persist: true, seed: true, demoPassword, log });
  log('');
  log(`Staydesk is running: http://localhost:${SHELL_PORT}`);
  log(`  API reference     http://localhost:${SHELL_PORT}/api/docs`);
  for (const name of REMOTE_NAMES)
    log(`  ${name.padEnd(17)} http://localhost:${appPort(name)} (standalone harness)`);
  log('');
  log(`Demo accounts (password: ${demoPassword}):`);
  log(
    `  ${[...DEMO_ROLES.map((role) => `${role}@demo.test`), 'super@demo.test', 'multi@demo.test'].join(', ')}`,
  );
  log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    log('Stopping…');
    platform.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
