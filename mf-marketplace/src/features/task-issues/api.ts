import type { BidDecision, ResolveIssue } from '@staydesk/contracts';
import { createRemoteStore, createTaskApi } from '@staydesk/design-system/platform';

/**
 * The Task Issues panel's api: the task it shows and its three calls (spec §7). Each answer
 * refetches the task, as the task's live event does in every other open browser.
 */
export const issuesApi = createTaskApi().injectEndpoints({
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
    decideAdjustment: build.mutation<
      void,
      Extract<BidDecision, { action: 'approve_adjustment' | 'reject_adjustment' }>
    >({
      query: (body) => ({ url: 'tasks/marketplace/bids', method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { taskId }) => [{ type: 'Task', id: taskId }],
    }),
  }),
});

export const store = createRemoteStore(issuesApi);

export const {
  useGetTaskQuery,
  useResolveIssueMutation,
  useCreateFollowUpMutation,
  useDecideAdjustmentMutation,
} = issuesApi;
