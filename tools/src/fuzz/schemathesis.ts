import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../apps';

/** The pinned release: a new one is a deliberate change (its checks grow between releases). */
export const SCHEMATHESIS_VERSION = '4.32.5';

const VENV_DIR = path.join(ROOT_DIR, '.venv-fuzz');
const BIN = path.join(VENV_DIR, 'bin', 'schemathesis');

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
}

const installedVersion = (): string | null => {
  if (!existsSync(BIN)) return null;
  const result = spawnSync(BIN, ['--version'], { encoding: 'utf8' });
  return /(\d+\.\d+\.\d+)/.exec(result.stdout ?? '')?.[1] ?? null;
};

/**
 * schemathesis in the project's own virtual environment (`.venv-fuzz/`, git-ignored), created
 * and installed from PyPI on first use and reused while it holds the pinned version.
 */
export function ensureSchemathesis(log: (line: string) => void): string {
  if (installedVersion() === SCHEMATHESIS_VERSION) return BIN;
  if (!existsSync(path.join(VENV_DIR, 'bin', 'python'))) {
    log(`Creating the Python virtual environment ${path.relative(ROOT_DIR, VENV_DIR)}/`);
    // Debian's python3 needs its python3-venv package for this (.ci/run installs it).
    run('python3', ['-m', 'venv', VENV_DIR]);
  }
  log(`Installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI`);
  run(path.join(VENV_DIR, 'bin', 'python'), [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--disable-pip-version-check',
    `schemathesis==${SCHEMATHESIS_VERSION}`,
  ]);
  return BIN;
}
