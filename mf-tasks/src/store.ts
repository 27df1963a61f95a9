import { createRemoteStore } from '@staydesk/design-system/platform';
import { useDispatch } from 'react-redux';
import { api } from './remote-api';

export { api };

export const createStore = () => createRemoteStore(api);
export type AppDispatch = ReturnType<typeof createStore>['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

export const store = createStore();
