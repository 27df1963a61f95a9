import { useCallback, useEffect, useState } from 'react';
import type { PlatformApi, ReservationDetail, ReservationListResponse } from '@staydesk/contracts';
import { errorMessageOf, type JsonLoad } from '../page-kit/use-json';
import { reservationsPath, type ReservationFilters } from './reservation-filters';

interface Pages {
  reservations: ReservationDetail[];
  nextCursor: string | null;
}

/** The reservations matching the filters, a page at a time; live changes reload the first page. */
export function useReservationPages(platform: PlatformApi, filters: ReservationFilters) {
  const [load, setLoad] = useState<JsonLoad<Pages>>({ state: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [version, setVersion] = useState(0);

  const fetchPage = useCallback(
    async (cursor?: string) => {
      const response = await platform.apiFetch(reservationsPath(filters, cursor));
      if (!response.ok) throw new Error(await errorMessageOf(response));
      return (await response.json()) as ReservationListResponse;
    },
    [platform, filters],
  );

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    fetchPage()
      .then((page) => current && setLoad({ state: 'ready', data: page }))
      .catch(
        (error: unknown) =>
          current && setLoad({ state: 'error', message: (error as Error).message }),
      );
    return () => {
      current = false;
    };
  }, [fetchPage, version]);

  useEffect(
    () => platform.subscribe('reservations', () => setVersion((value) => value + 1)),
    [platform],
  );

  const loadMore = async () => {
    if (load.state !== 'ready' || !load.data.nextCursor) return;
    setLoadingMore(true);
    try {
      const next = await fetchPage(load.data.nextCursor);
      setLoad({
        state: 'ready',
        data: {
          reservations: [...load.data.reservations, ...next.reservations],
          nextCursor: next.nextCursor,
        },
      });
    } catch (error) {
      platform.toast(`Failed to load reservations: ${(error as Error).message}`, 'error');
    } finally {
      setLoadingMore(false);
    }
  };

  return { load, loadMore, loadingMore };
}
