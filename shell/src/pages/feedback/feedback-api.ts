import type { FeedbackDraft, FeedbackListResponse } from '@staydesk/contracts';
import { pageApi } from '../page-kit/page-api';

/** Feedback: sent from the feedback page, read by admins on the system page. */
export const feedbackApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    feedbackList: build.query<FeedbackListResponse, void>({
      query: () => 'feedback',
      providesTags: ['Feedback'],
    }),
    sendFeedback: build.mutation<unknown, FeedbackDraft>({
      query: (draft) => ({ url: 'feedback', method: 'POST', body: draft }),
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useFeedbackListQuery, useSendFeedbackMutation } = feedbackApi;
