import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_NAMES } from '@staydesk/contracts';
import { appDir } from '../apps';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Gzip size of the scripts the shell's HTML loads before it can render (its entry chunks). */
function shellCriticalPath(): number {
  const dist = path.join(appDir('shell'), 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return scripts.reduce((total, script) => total + gzipSize(path.join(dist, script)), 0);
}

/** A remote's first chunk: the remote entry the host fetches before anything else. */
function remoteFirstChunk(remote: (typeof REMOTE_NAMES)[number]): number {
  const dist = path.join(appDir(remote), 'dist');
  const entry = readdirSync(dist).find((file) => file === 'remoteEntry.js');
  if (!entry) throw new Error(`${remote} is not built: run npm run build`);
  return gzipSize(path.join(dist, entry));
}

console.log('Bundle sizes (gzip, from the last `npm run build`):');
console.log(`  shell entry (budget 150 KB): ${kb(shellCriticalPath())}`);
for (const remote of REMOTE_NAMES)
  console.log(`  ${remote} remoteEntry.js (budget 50 KB): ${kb(remoteFirstChunk(remote))}`);
