import { executionReadSchema, type ExecutionRead } from '@staydesk/contracts';
import { createRemoteStore, createTaskApi, taskOf } from '@staydesk/design-system/platform';
import { todaysTasks } from '@staydesk/design-system/offline';

/**
 * The remote's one api: the task client's read of a task and the read of its run. Every write
 * goes through `actions.ts`.
 */
export const executionApi = createTaskApi({ tagTypes: ['Execution'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getExecution: build.query<ExecutionRead, string>({
        query: (taskId) => ({ url: `tasks/execution/${encodeURIComponent(taskId)}` }),
        transformResponse: (body: unknown) => executionReadSchema.parse(body),
        providesTags: (_read, _error, taskId) => [{ type: 'Execution', id: taskId }],
      }),
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      // One read of a task: the network's answer, else the task kept on the phone for today
      // when no answer came (no signal) or the server failed. A refusal stays a refusal.
      getTask(definition) {
        definition.query = undefined;
        definition.transformResponse = undefined;
        definition.queryFn = async (taskId, _api, _extra, baseQuery) => {
          const answer = await baseQuery({ url: 'tasks', params: { taskId } });
          if (!answer.error) return { data: taskOf(answer.data) };
          const status = answer.error.status;
          if (typeof status === 'number' && status < 500) return { error: answer.error };
          const kept = await todaysTasks()
            .read(taskId)
            .catch(() => undefined);
          return kept ? { data: kept } : { error: answer.error };
        };
      },
    },
  });

export const store = createRemoteStore(executionApi);

export const { useGetTaskQuery, useGetExecutionQuery } = executionApi;
