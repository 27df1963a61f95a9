import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../apps';

const run = promisify(execFile);

/** Where the bench checks out the commits it compares; outside the repository, so no tool sees them. */
const TREES_DIR = path.join(tmpdir(), 'staydesk-bench-trees');

const WORKSPACE_SCOPE = '@staydesk';

/** The workspace folders of the root package.json: each is one `@staydesk/<folder>` package. */
function workspaces(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return manifest.workspaces;
}

/**
 * Gives a checkout the dependencies of this one without installing anything: every entry of
 * node_modules links to this tree's, except the workspace packages, which link to the checkout's
 * own folders. Webpack and Node resolve the links to real paths, so a library is this tree's and
 * a workspace package the checkout's.
 */
function linkDependencies(tree: string): void {
  const modules = path.join(tree, 'node_modules');
  if (existsSync(modules)) return;
  mkdirSync(path.join(modules, WORKSPACE_SCOPE), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT_DIR, 'node_modules'))) {
    if (entry === WORKSPACE_SCOPE) continue;
    symlinkSync(path.join(ROOT_DIR, 'node_modules', entry), path.join(modules, entry));
  }
  for (const folder of workspaces(tree)) {
    symlinkSync(path.join(tree, folder), path.join(modules, WORKSPACE_SCOPE, folder));
    // A workspace's own node_modules holds the versions it needs apart from the root's.
    const own = path.join(ROOT_DIR, folder, 'node_modules');
    if (existsSync(own) && existsSync(path.join(tree, folder)))
      symlinkSync(own, path.join(tree, folder, 'node_modules'));
  }
}

/**
 * A checkout of `ref` (a commit, branch or tag of this repository) ready to build: a git
 * worktree of its own, kept between runs, with this tree's dependencies linked in.
 */
export async function checkOut(ref: string): Promise<{ dir: string; commit: string }> {
  const { stdout } = await run('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: ROOT_DIR,
  });
  const commit = stdout.trim();
  const dir = path.join(TREES_DIR, commit.slice(0, 12));
  if (!existsSync(dir)) {
    mkdirSync(TREES_DIR, { recursive: true });
    await run('git', ['worktree', 'add', '--detach', dir, commit], { cwd: ROOT_DIR });
  }
  linkDependencies(dir);
  return { dir, commit };
}
