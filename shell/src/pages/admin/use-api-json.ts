import { useCallback, useEffect, useState } from 'react';
import type { PlatformApi } from '@staydesk/contracts';
import { errorMessageOf } from '../page-kit/use-json';

export interface ApiJson<Data> {
  data: Data | null;
  error: string | null;
  loading: boolean;
  reload(): void;
  replace(data: Data): void;
}

/** GETs a JSON resource of the API for a page, with its error as text. */
export function useApiJson<Data>(platform: PlatformApi, path: string): ApiJson<Data> {
  const [data, setData] = useState<Data | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    void platform
      .apiFetch(path)
      .then(async (response) => {
        if (!response.ok) throw new Error(await errorMessageOf(response));
        return (await response.json()) as Data;
      })
      .then(
        (result) => live && (setData(result), setError(null)),
        (failure: unknown) =>
          live && setError(failure instanceof Error ? failure.message : 'Could not load'),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [platform, path, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload, replace: setData };
}
