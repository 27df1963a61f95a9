import { measureLighthouse } from './lighthouse';
import { shellCriticalPathGzip } from './shell-critical-path';
import { remoteFirstLoads } from './sizes';

/** Each page's return visits and first sign-ins are measured this often. */
export const RUNS = 5;

export type TreeFigures = Awaited<ReturnType<typeof measureTree>>;

async function measureTree(tree: string, password: string) {
  // Lighthouse first, on a platform no other browser has used yet.
  const pages = await measureLighthouse(password, RUNS);
  const shell = await shellCriticalPathGzip('admin@demo.test', password, `${tree}/shell/dist`);
  return { shellGzip: shell.bytes, remotes: remoteFirstLoads(tree), pages };
}

/**
 * `tsx tools/src/bench/measure-tree.ts <tree> <demo password>`: the A/B's figures of one tree
 * whose platform answers on this environment's ports, as one JSON line. A process of its own per
 * tree, as the platform is.
 */
if (require.main === module) {
  const [tree = '', password = ''] = process.argv.slice(2);
  measureTree(tree, password).then(
    (figures) => console.log(JSON.stringify(figures)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
