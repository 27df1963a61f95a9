import { executionReadSchema, type ExecutionRead } from '@staydesk/contracts';
import { createRemoteStore, createTaskApi } from '@staydesk/design-system/platform';

/**
 * The remote's one api: the task client's read of a task and the read of its run. Every write
 * goes through `actions.ts`.
 */
export const executionApi = createTaskApi({ tagTypes: ['Execution'] }).injectEndpoints({
  endpoints: (build) => ({
    getExecution: build.query<ExecutionRead, string>({
      query: (taskId) => ({ url: `tasks/execution/${encodeURIComponent(taskId)}` }),
      transformResponse: (body: unknown) => executionReadSchema.parse(body),
      providesTags: (_read, _error, taskId) => [{ type: 'Execution', id: taskId }],
    }),
  }),
});

export const store = createRemoteStore(executionApi);

export const { useGetTaskQuery, useGetExecutionQuery } = executionApi;
