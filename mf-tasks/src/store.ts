import { TASK_DETAIL_CACHE_SECONDS } from '@staydesk/contracts';
import { createRemoteApi, createRemoteStore } from '@staydesk/design-system/platform';
import { useDispatch } from 'react-redux';

export const api = createRemoteApi({
  tagTypes: ['Task', 'TaskList', 'Tags', 'Team', 'Templates', 'History'],
  keepUnusedDataFor: TASK_DETAIL_CACHE_SECONDS,
});

export const createStore = () => createRemoteStore(api);
export type AppDispatch = ReturnType<typeof createStore>['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

export const store = createStore();
