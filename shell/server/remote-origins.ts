import type { RemoteEntry, RemoteName } from '@staydesk/contracts';

/** The origin a manifest URL is served from; null for a path on the shell's own origin. */
function originOfManifest(manifestUrl: string): string | null {
  try {
    const { origin, protocol } = new URL(manifestUrl);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/** The origins of the remotes' manifests: where the shell fetches them and loads their scripts. */
export function originsOf(entries: readonly RemoteEntry[]): string[] {
  const origins = new Set<string>();
  for (const entry of entries) {
    // A path on the shell's own origin: 'self' already covers it.
    const origin = originOfManifest(entry.manifestUrl);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** Where the active version of a remote is served; null when it is not in the registry. */
export function originOfRemote(entries: readonly RemoteEntry[], name: RemoteName): string | null {
  const entry = entries.find((candidate) => candidate.name === name);
  return entry ? originOfManifest(entry.manifestUrl) : null;
}
