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
 * What `load` reads, read at most once per `ttlMs`: a publish or a rollback reaches the pages
 * loaded after that, and a page load costs no database read. If it cannot be read, what was
 * last read stays in force until the next attempt.
 */
export function cachedRead<T>(
  load: () => Promise<T>,
  initial: T,
  what: string,
  ttlMs = 3_000,
  now: () => number = Date.now,
): () => Promise<T> {
  let value = initial;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<T> | null = null;
  return () => {
    if (now() - readAt < ttlMs) return Promise.resolve(value);
    reading ??= load()
      .then(
        (read) => (value = read),
        (error: unknown) => {
          console.error(`Could not read ${what}`, error);
          return value;
        },
      )
      .finally(() => {
        readAt = now();
        reading = null;
      });
    return reading;
  };
}
