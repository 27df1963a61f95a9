import { createApi } from '@reduxjs/toolkit/query/react';
import { createRemoteStore, platformBaseQuery } from '@staydesk/design-system/platform';
import { useDispatch } from 'react-redux';

/** Task details are cached 5 minutes and not refetched on focus or reconnect (spec: tasks §7). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: platformBaseQuery,
  tagTypes: ['Task'],
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});

export const createStore = () => createRemoteStore(api);

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

export const store = createStore();
