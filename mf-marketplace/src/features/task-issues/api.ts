import type { ResolveIssue } from '@staydesk/contracts';
import { taskApi } from '../marketplace-panel/api';

/**
 * The Task Issues panel's calls (spec §7), in the remote's one api: the panel shares the cached
 * task with the marketplace panel, so going from one panel to the other reads the task once.
 * Each answer refetches the task, as the task's live event does in every other open browser. A
 * bid adjustment is decided through the marketplace's bid decision.
 */
export const issuesApi = taskApi.injectEndpoints({
  endpoints: (build) => ({
    resolveIssue: build.mutation<void, ResolveIssue & { taskId: string }>({
      query: ({ taskId, ...body }) => ({ url: `tasks/${taskId}/issues`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { taskId }) => [{ type: 'Task', id: taskId }],
    }),
    createFollowUp: build.mutation<{ taskId: string }, { taskId: string; issueId: string }>({
      query: ({ taskId, issueId }) => ({
        url: `tasks/${taskId}/issues/follow-up`,
        method: 'POST',
        body: { issueId },
      }),
      invalidatesTags: (_result, _error, { taskId }) => [{ type: 'Task', id: taskId }],
    }),
  }),
});

export const { useResolveIssueMutation, useCreateFollowUpMutation } = issuesApi;
