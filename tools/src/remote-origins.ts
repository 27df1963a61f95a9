import type { RemoteEntry } from '@staydesk/contracts';

/** The origins of the remotes' manifests: where the shell fetches them and loads their scripts. */
export function originsOf(entries: readonly RemoteEntry[]): string[] {
  const origins = new Set<string>();
  for (const entry of entries) {
    try {
      const { origin, protocol } = new URL(entry.manifestUrl);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // A path on the shell's own origin: 'self' already covers it.
    }
  }
  return [...origins];
}
