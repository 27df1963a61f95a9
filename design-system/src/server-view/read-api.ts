/**
 * The API's answers come in a few milliseconds; one that takes longer than this leaves the page
 * (or the surface) to the browser, as before there was a server view, rather than hold it back.
 */
export const SERVER_VIEW_WAIT_MS = 300;

/** A read of the API as the caller: their cookies, within the wait. null when it refuses. */
export async function readAsCaller<T>(url: string, cookie: string): Promise<T | null> {
  const response = await fetch(url, {
    headers: { cookie, accept: 'application/json' },
    signal: AbortSignal.timeout(SERVER_VIEW_WAIT_MS),
  });
  return response.ok ? ((await response.json()) as T) : null;
}
