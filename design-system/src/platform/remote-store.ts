import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { apiFetch } from './api-fetch';

/** RTK Query's base query for the platform API: same-origin '/api' with the CSRF header. */
export const platformBaseQuery = fetchBaseQuery({ baseUrl: '/api', fetchFn: apiFetch });

interface RemoteApi<Path extends string> {
  reducerPath: Path;
  reducer: Reducer;
  middleware: Middleware;
}

/** A remote's own Redux store around its one RTK Query api. */
export function createRemoteStore<Path extends string>(api: RemoteApi<Path>) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer } as Record<Path, Reducer>,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}
