import {
  TASK_DETAIL_CACHE_SECONDS,
  taskIdOf,
  taskResponseSchema,
  type PlatformApi,
  type Task,
} from '@staydesk/contracts';
import { createRemoteApi } from './remote-store';
import { useLiveInvalidation, type TagInvalidator } from './use-live-events';

/** A task route's answer as the task it carries. */
export const taskOf = (body: unknown): Task => taskResponseSchema.parse(body).task;

/**
 * The RTK Query api of a remote that shows tasks: its own tag types besides 'Task', unused data
 * kept as long as a task's details are, and the one read of a task, GET /api/tasks?taskId=.
 * Each remote's features inject their other endpoints into it.
 */
export function createTaskApi<const TagTypes extends string = never>(
  options: { tagTypes?: readonly TagTypes[] } = {},
) {
  return createRemoteApi({
    tagTypes: ['Task', ...(options.tagTypes ?? [])],
    keepUnusedDataFor: TASK_DETAIL_CACHE_SECONDS,
  }).injectEndpoints({
    endpoints: (build) => ({
      getTask: build.query<Task, string>({
        query: (taskId) => ({ url: 'tasks', params: { taskId } }),
        transformResponse: taskOf,
        providesTags: (_task, _error, taskId) => [{ type: 'Task', id: taskId }],
        // A read sent before a save can land after the save's answer: keep the newer version,
        // or the next save would carry the older one and be refused as stale.
        merge: (cached, incoming) => (incoming.version < cached.version ? cached : incoming),
      }),
    }),
  });
}

/** Refetches the task a live 'tasks' event names (every cached task when it names none). */
export function useTaskLiveUpdates(platform: PlatformApi, api: TagInvalidator<'Task'>): void {
  useLiveInvalidation(platform, 'tasks', api, (event) => {
    const taskId = taskIdOf(event);
    return [taskId ? { type: 'Task', id: taskId } : 'Task'];
  });
}
