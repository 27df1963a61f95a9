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

/**
 * The active remotes' origins, read at most once per `ttlMs`: a publish or a rollback reaches
 * the pages loaded after that, and a page load costs no database read. If the registry cannot
 * be read, the origins last known stay in force until the next attempt.
 */
export function cachedRemoteOrigins(
  load: () => Promise<readonly RemoteEntry[]>,
  ttlMs = 3_000,
  now: () => number = Date.now,
): () => Promise<string[]> {
  let origins: string[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<string[]> | null = null;
  return () => {
    if (now() - readAt < ttlMs) return Promise.resolve(origins);
    reading ??= load()
      .then(
        (entries) => (origins = originsOf(entries)),
        (error: unknown) => {
          console.error('Could not read the remote registry for the CSP', error);
          return origins;
        },
      )
      .finally(() => {
        readAt = now();
        reading = null;
      });
    return reading;
  };
}
