import { useCallback, useEffect, useState } from 'react';
import type { EventTopic, PlatformApi } from '@staydesk/contracts';

export type JsonLoad<Data> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: Data };

/** The message an API error answer carries, else its status. */
export async function errorMessageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string };
  } | null;
  return body?.error?.message ?? `the server answered ${response.status}`;
}

/**
 * GETs a JSON answer of the API for a page, again whenever the path changes or a live event of
 * the topic arrives; a null path waits.
 */
export function useJson<Data>(
  platform: PlatformApi,
  path: string | null,
  liveTopic?: EventTopic,
): JsonLoad<Data> & { reload: () => void } {
  const [load, setLoad] = useState<JsonLoad<Data>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    if (path === null) return;
    let current = true;
    platform
      .apiFetch(path)
      .then(async (response) => {
        if (!response.ok) throw new Error(await errorMessageOf(response));
        const data = (await response.json()) as Data;
        if (current) setLoad({ state: 'ready', data });
      })
      .catch((error: unknown) => {
        if (current)
          setLoad({
            state: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
      });
    return () => {
      current = false;
    };
  }, [platform, path, version]);

  useEffect(
    () => (liveTopic ? platform.subscribe(liveTopic, reload) : undefined),
    [platform, liveTopic, reload],
  );

  return { ...load, reload };
}
