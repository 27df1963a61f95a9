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

/**
 * Hands out what `cached` last read without waiting for a read it starts, once there is one:
 * for what only speeds a page up, where a value 3 s old is better than a slower page.
 */
export function withoutWaiting<T>(cached: () => Promise<T>): () => Promise<T> {
  let last: { value: T } | null = null;
  return () => {
    const reading = cached().then((value) => {
      last = { value };
      return value;
    });
    return last ? Promise.resolve(last.value) : reading;
  };
}
