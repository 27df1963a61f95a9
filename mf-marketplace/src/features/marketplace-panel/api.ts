import { taskResponseSchema, type Task } from '@staydesk/contracts';
import { api } from '../../store';

export const taskApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTask: build.query<Task, string>({
      query: (taskId) => ({ url: 'tasks', params: { taskId } }),
      transformResponse: (body: unknown) => taskResponseSchema.parse(body).task,
      providesTags: (_task, _error, taskId) => [{ type: 'Task', id: taskId }],
    }),
  }),
});

export const { useGetTaskQuery } = taskApi;
