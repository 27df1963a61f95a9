import { FIRST_VIEW_ASSETS, type RemoteEntry } from '@staydesk/contracts';
import { readManifests, remotePreloadLinks, type LoadedManifest } from './remote-preloads';

const manifestOf = (
  manifestUrl: string,
  exposes: Record<string, { sync: string[]; firstView?: string[] }>,
): LoadedManifest => ({
  manifestUrl,
  manifest: {
    metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
    exposes: Object.entries(exposes).map(([name, { sync, firstView }]) => ({
      name,
      assets: { js: { sync, async: ['later.js'], [FIRST_VIEW_ASSETS]: firstView } },
    })),
  },
});

const manifests = new Map([
  [
    'mf-tasks' as const,
    manifestOf('https://cdn.example.com/mf-tasks/1.4.0/mf-manifest.json', {
      TaskSidebar: { sync: ['sidebar.js'], firstView: ['store.js', 'details.js'] },
      TaskCreatePanel: { sync: ['create.js'] },
    }),
  ],
  [
    'mf-notifications' as const,
    manifestOf('http://localhost:3001/mf-manifest.json', { Bell: { sync: ['bell.js'] } }),
  ],
]);

const hrefs = (links: string) =>
  [...links.matchAll(/<link rel="preload" as="(\w+)"[^>]* href="([^"]+)">/g)].map(
    ([, as, href]) => `${as} ${href}`,
  );

test("a task link preloads the sidebar's manifest, entry, first chunk and first view", () => {
  expect(hrefs(remotePreloadLinks('/', '?task=6b05', manifests))).toEqual([
    'fetch https://cdn.example.com/mf-tasks/1.4.0/mf-manifest.json',
    'script https://cdn.example.com/mf-tasks/1.4.0/remoteEntry.js',
    'script https://cdn.example.com/mf-tasks/1.4.0/sidebar.js',
    'script https://cdn.example.com/mf-tasks/1.4.0/store.js',
    'script https://cdn.example.com/mf-tasks/1.4.0/details.js',
  ]);
  // The manifest is read by fetch without credentials; scripts load as plain scripts do.
  expect(remotePreloadLinks('/', '?task=6b05', manifests)).toContain(
    '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://cdn.example.com/',
  );
});

test('the bell waits for the page, and a page without a remote surface preloads nothing', () => {
  expect(remotePreloadLinks('/', '', manifests)).toBe('');
  expect(remotePreloadLinks('/listings', '?view=grid', manifests)).toBe('');
});

test('a remote whose manifest was not read is left to the page', () => {
  expect(remotePreloadLinks('/', '?execution=true&task=6b05', manifests)).toBe('');
});

test('a URL cannot break out of its attribute', () => {
  const odd = new Map([
    ['mf-tasks' as const, manifestOf('https://cdn.example.com/"><script>/mf-manifest.json', {})],
  ]);
  const links = remotePreloadLinks('/', '?task=6b05', odd);
  expect(links).not.toContain('"><script>');
  expect(links).not.toContain('<script');
});

test('reads each remote with an absolute manifest URL; one that fails is left out', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const entries: RemoteEntry[] = [
    { name: 'mf-tasks', version: '1.4.0', manifestUrl: 'https://cdn.example.com/t.json' },
    { name: 'mf-palette', version: '2.0.0', manifestUrl: 'https://cdn.example.com/p.json' },
    { name: 'mf-execution', version: '1.0.0', manifestUrl: '/remotes/mf-execution.json' },
  ];
  const read = jest.fn(async (url: string) => {
    if (url.endsWith('p.json')) throw new Error('connection refused');
    return manifestOf(url, {}).manifest;
  });
  const loaded = await readManifests(entries, read);
  expect([...loaded.keys()]).toEqual(['mf-tasks']);
  expect(read).toHaveBeenCalledTimes(2);
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});
