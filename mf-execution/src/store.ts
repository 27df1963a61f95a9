import { createRemoteStore } from '@staydesk/design-system/platform';
import { useDispatch } from 'react-redux';
import { api } from './remote-api';

// Features import the api from here, as in every remote; its own module lets a surface's
// steps create it before the store.
export { api };

export const createStore = () => createRemoteStore(api);
export type AppDispatch = ReturnType<typeof createStore>['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

export const store = createStore();
