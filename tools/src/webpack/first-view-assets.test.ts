import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_VIEW_ASSETS } from '@staydesk/contracts';
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

interface ManifestScripts {
  sync: string[];
  async: string[];
  [FIRST_VIEW_ASSETS]: string[];
}

describe("a remote's manifest", () => {
  let dir = '';
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the scripts a surface preloads as its first view, and not those it loads later', async () => {
    dir = remoteApp();
    const configs = createWebpackConfig(
      { name: 'mf-fixture', dir, title: 'Fixture', exposes: { './Surface': './src/Surface.ts' } },
      'development',
    );
    const [container] = configs as Configuration[];
    await compile(container!);

    const dist = path.join(dir, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      exposes: Array<{ name: string; assets: { js: ManifestScripts } }>;
    };
    const scripts = manifest.exposes.find((expose) => expose.name === 'Surface')!.assets.js;
    const holding = (text: string) =>
      scripts.async.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes(text));
    expect(holding('the details a surface shows at once')).toHaveLength(1);
    expect(holding('an editor opened later')).toHaveLength(1);
    expect(scripts[FIRST_VIEW_ASSETS]).toEqual(holding('the details a surface shows at once'));
  }, 60_000);
});
