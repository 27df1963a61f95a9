const RETRY_DELAYS_MS = [1_000, 2_000, 4_000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads the part of a surface that comes after its first chunk, trying again a few times when
 * its chunks fail to load: on a brief network drop, or once after the remote was down when the
 * page was served, as the page's own failed preload answers the first request for each chunk.
 * After the last try the failure reaches the surface's fallback.
 */
export async function retryingImport<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await load();
    } catch {
      await wait(delay);
    }
  }
  return load();
}
