import { createRemoteStore, createTaskApi } from '@staydesk/design-system/platform';

/** The remote's one api: the task client's read of the task the panel shows. */
export const taskApi = createTaskApi();

export const store = createRemoteStore(taskApi);

export const { useGetTaskQuery } = taskApi;
