import { manifestUrlsOf, remoteAssetUrls } from './remote-assets';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [
    { assets: { js: { sync: ['react.1a2b3c4d.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
  exposes: [
    {
      assets: {
        js: {
          sync: ['__federation_expose_ExecutionView.04810f46.js'],
          async: ['execution-active.f7f3ff96.js'],
        },
        css: { sync: [], async: [] },
      },
    },
  ],
};

describe("a remote's files", () => {
  it('are its entry and every exposed and shared chunk, beside its manifest', () => {
    expect(remoteAssetUrls(manifest, 'http://localhost:3005/mf-manifest.json')).toEqual([
      'http://localhost:3005/remoteEntry.js',
      'http://localhost:3005/__federation_expose_ExecutionView.04810f46.js',
      'http://localhost:3005/execution-active.f7f3ff96.js',
      'http://localhost:3005/react.1a2b3c4d.js',
    ]);
  });

  it('are none for a manifest of another shape', () => {
    expect(remoteAssetUrls(null, 'http://localhost:3005/mf-manifest.json')).toEqual([]);
  });

  it("are found through the registry's manifests, against the page's origin", () => {
    const registry = {
      remotes: [
        { manifestUrl: 'http://localhost:3005/mf-manifest.json' },
        { manifestUrl: '/r/mf-manifest.json' },
      ],
    };
    expect(manifestUrlsOf(registry, 'http://localhost:3000')).toEqual([
      'http://localhost:3005/mf-manifest.json',
      'http://localhost:3000/r/mf-manifest.json',
    ]);
    expect(manifestUrlsOf({ error: {} }, 'http://localhost:3000')).toEqual([]);
  });
});
