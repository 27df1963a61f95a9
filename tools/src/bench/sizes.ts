import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_NAMES, type RemoteName } from '@staydesk/contracts';
import { ROOT_DIR } from '../apps';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

interface Manifest {
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

export interface RemoteSize {
  remote: RemoteName;
  surface: string;
  /** remoteEntry.js plus the chunks the exposed surface needs synchronously. */
  firstLoadGzip: number;
}

/**
 * What the browser fetches from a remote before its surface can mount inside the shell: the
 * entry and the surface's synchronous chunks. Shared singletons come from the shell.
 */
export function remoteFirstLoads(
  /** The checkout whose builds are measured. */
  root = ROOT_DIR,
): RemoteSize[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const dist = path.join(root, remote, 'dist');
    const manifest = JSON.parse(
      readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = gzipSize(path.join(dist, 'remoteEntry.js'));
    return manifest.exposes.map((expose) => ({
      remote,
      surface: expose.name,
      firstLoadGzip:
        entry +
        expose.assets.js.sync.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0),
    }));
  });
}
