import { type Task } from '@staydesk/contracts';
import { createRemoteStore, createTaskApi, taskOf } from '@staydesk/design-system/platform';

/** The remote's one api: the task client's read of a task, and starting the task's run. */
export const executionApi = createTaskApi().injectEndpoints({
  endpoints: (build) => ({
    startTask: build.mutation<Task, string>({
      query: (taskId) => ({
        url: `tasks/execution/${encodeURIComponent(taskId)}/start`,
        method: 'POST',
      }),
      transformResponse: taskOf,
      async onQueryStarted(taskId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(executionApi.util.upsertQueryData('getTask', taskId, data));
        } catch {
          // The caller shows the failure; the cached task is still right.
        }
      },
    }),
  }),
});

export const store = createRemoteStore(executionApi);

export const { useGetTaskQuery, useStartTaskMutation } = executionApi;
