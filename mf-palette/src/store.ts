import { configureStore } from '@reduxjs/toolkit';
import { createRemoteApi } from '@staydesk/design-system/platform';
import { useDispatch, useSelector } from 'react-redux';
import { paletteSlice } from './features/palette/slice';

/** Listings, reservations and tasks the command steps will search. */
export const api = createRemoteApi({ tagTypes: ['Listing', 'Reservation', 'Task', 'AccessCode'] });

export function createStore() {
  return configureStore({
    reducer: { [paletteSlice.name]: paletteSlice.reducer, [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
