import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FIRST_VIEW_ASSETS } from '@staydesk/contracts';
import { buildFixtureRemote } from './fixture-remote';

interface ManifestScripts {
  sync: string[];
  async: string[];
  [FIRST_VIEW_ASSETS]: string[];
}

describe("a remote's manifest", () => {
  let dir = '';
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the scripts a surface preloads as its first view, and not those it loads later', async () => {
    dir = await buildFixtureRemote();

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
