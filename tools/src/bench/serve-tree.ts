import path from 'node:path';
import { ROOT_DIR } from '../apps';
import type { startPlatform } from '../platform';

/** The line this process prints once the platform answers. */
export const SERVING_LINE = 'serving';

interface PlatformModule {
  startPlatform: typeof startPlatform;
}

/**
 * `tsx tools/src/bench/serve-tree.ts <tree> <demo password>`: the platform of a checkout (this
 * tree or one the A/B bench made), built beforehand, on a fresh seeded database, on the ports
 * of this process's environment, until its input ends. A process of its own, so that each tree runs
 * its own code.
 */
async function main(): Promise<void> {
  const [tree = ROOT_DIR, demoPassword = ''] = process.argv.slice(2);
  const platformModule: PlatformModule =
    path.resolve(tree) === ROOT_DIR
      ? await import('../platform')
      : ((await import(path.join(tree, 'tools/src/platform.ts'))) as PlatformModule);
  const platform = await platformModule.startPlatform({
    persist: false,
    seed: true,
    demoPassword,
    log: () => undefined,
  });
  console.log(SERVING_LINE);
  // Stops when the bench closes this process's input, or ends: no platform outlives its bench.
  // Not on a signal: Lighthouse's Chrome launcher sends one to the processes it finds there.
  process.on('SIGTERM', () => console.error('serve-tree: SIGTERM ignored'));
  process.stdin.resume();
  process.stdin.once('end', () => {
    platform.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

if (require.main === module) {
  process.env.LOG_LEVEL ??= 'warn';
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
