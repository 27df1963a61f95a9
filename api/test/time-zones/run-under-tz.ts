import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a script of this folder in a process of its own under a TZ (Node reads TZ when a process
 * starts) and answers the JSON its last line prints: what a server in that zone would do.
 */
export async function runUnderTimeZone(script: string, tz: string): Promise<unknown> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', resolve(__dirname, script)], {
    env: { ...process.env, TZ: tz },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '');
}
