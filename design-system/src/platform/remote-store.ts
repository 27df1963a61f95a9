import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { apiFetch } from './api-fetch';

/** RTK Query's base query for the platform API: same-origin '/api' with the CSRF header. */
export const platformBaseQuery = fetchBaseQuery({ baseUrl: '/api', fetchFn: apiFetch });

/** A remote's one RTK Query api on the platform API; features inject their endpoints. */
export function createRemoteApi<const TagTypes extends string>(options: {
  tagTypes: readonly TagTypes[];
  /** Seconds unused data stays cached (RTK Query's default is 60). */
  keepUnusedDataFor?: number;
}) {
  return createApi({
    reducerPath: 'api',
    baseQuery: platformBaseQuery,
    tagTypes: options.tagTypes,
    ...(options.keepUnusedDataFor === undefined
      ? {}
      : { keepUnusedDataFor: options.keepUnusedDataFor }),
    endpoints: () => ({}),
  });
}

interface RemoteApi<Path extends string> {
  reducerPath: Path;
  reducer: Reducer;
  middleware: Middleware;
}

/**
 * A remote's own Redux store around its one RTK Query api, with any slice of the remote's own
 * (the palette's steps).
 */
export function createRemoteStore<
  Path extends string,
  Slices extends Record<string, Reducer> = Record<never, Reducer>,
>(api: RemoteApi<Path>, slices?: Slices) {
  return configureStore({
    reducer: { ...slices, [api.reducerPath]: api.reducer } as Slices & Record<Path, Reducer>,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}
