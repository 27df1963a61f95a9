import { taskResponseSchema, type Task } from '@staydesk/contracts';
import { api } from '../../store';

const parseTask = (body: unknown): Task => taskResponseSchema.parse(body).task;

export const executionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTask: build.query<Task, string>({
      query: (taskId) => ({ url: 'tasks', params: { taskId } }),
      transformResponse: parseTask,
      providesTags: (_task, _error, taskId) => [{ type: 'Task', id: taskId }],
    }),
    startTask: build.mutation<Task, string>({
      query: (taskId) => ({
        url: `tasks/execution/${encodeURIComponent(taskId)}/start`,
        method: 'POST',
      }),
      transformResponse: parseTask,
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

export const { useGetTaskQuery, useStartTaskMutation } = executionApi;
