import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { createWebpackConfig } from './create-config';

const workspaceModules = path.resolve(__dirname, '../../../node_modules');

/** A remote whose surface preloads its details and loads its editor only when asked. */
const SOURCES: Record<string, string> = {
  'Surface.ts': `
    export const details = () => import(/* webpackPreload: true */ './details');
    export const editor = () => import('./editor');`,
  'details.ts': `export const details = 'the details a surface shows at once';`,
  'editor.ts': `export const editor = 'an editor opened later';`,
};

function remoteApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'staydesk-remote-'));
  symlinkSync(workspaceModules, path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, 'src'));
  for (const [file, source] of Object.entries(SOURCES))
    writeFileSync(path.join(dir, 'src', file), source);
  return dir;
}

const compile = (config: Configuration) =>
  new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );

/**
 * Builds that remote's federated container (development mode, readable) through the platform's
 * one webpack configuration, in a folder of its own; answers the folder (the build is in `dist`).
 */
export async function buildFixtureRemote(): Promise<string> {
  const dir = remoteApp();
  const configs = createWebpackConfig(
    { name: 'mf-fixture', dir, title: 'Fixture', exposes: { './Surface': './src/Surface.ts' } },
    'development',
  );
  const [container] = configs as Configuration[];
  await compile(container!);
  return dir;
}
