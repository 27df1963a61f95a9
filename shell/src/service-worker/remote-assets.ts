/**
 * The files a remote may load, read from its mf-manifest.json: its entry, and the scripts and
 * styles of every module it exposes or shares. They are named relative to the manifest (the
 * remotes' publicPath is 'auto'), so they resolve against its URL.
 */
export function remoteAssetUrls(manifest: unknown, manifestUrl: string): string[] {
  const urls = new Set<string>();
  const add = (name: unknown) => {
    if (typeof name === 'string' && name) urls.add(new URL(name, manifestUrl).href);
  };
  const read = (value: unknown, ...keys: string[]): unknown =>
    keys.reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : null,
      value,
    );
  const entry = read(manifest, 'metaData', 'remoteEntry');
  const entryPath = read(entry, 'path');
  add(
    `${typeof entryPath === 'string' && entryPath ? `${entryPath}/` : ''}${String(read(entry, 'name') ?? '')}`,
  );
  for (const group of ['exposes', 'shared']) {
    const modules = read(manifest, group);
    if (!Array.isArray(modules)) continue;
    for (const module of modules)
      for (const kind of ['js', 'css'])
        for (const timing of ['sync', 'async']) {
          const names = read(module, 'assets', kind, timing);
          if (Array.isArray(names)) names.forEach(add);
        }
  }
  return [...urls];
}

/** The manifests of the registry's remotes (GET /api/platform/remotes), against the page's origin. */
export function manifestUrlsOf(registry: unknown, origin: string): string[] {
  const remotes =
    typeof registry === 'object' && registry !== null && 'remotes' in registry
      ? registry.remotes
      : null;
  if (!Array.isArray(remotes)) return [];
  return remotes.flatMap((remote: unknown) =>
    typeof remote === 'object' &&
    remote !== null &&
    'manifestUrl' in remote &&
    typeof remote.manifestUrl === 'string'
      ? [new URL(remote.manifestUrl, origin).href]
      : [],
  );
}
