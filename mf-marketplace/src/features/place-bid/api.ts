import {
  claimResponseSchema,
  myBidResponseSchema,
  previousBidsResponseSchema,
  type BidSubmit,
  type Claim,
  type ClaimResponse,
  type MyBid,
  type PreviousBid,
  type TaskCategory,
} from '@staydesk/contracts';
import { taskApi } from '../marketplace-panel/api';

/**
 * A provider's calls on an offered task: their previous bids for quick fill, a bid and a claim.
 * A bid or a claim changes the task, the page's offers and the provider's own bids.
 */
export const bidApi = taskApi
  .enhanceEndpoints({ addTagTypes: ['Offers', 'MyBids', 'PreviousBids'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPreviousBids: build.query<PreviousBid[], { category: TaskCategory; listingId?: string }>({
        query: (params) => ({ url: 'tasks/marketplace/bids/previous', params }),
        transformResponse: (body: unknown) => previousBidsResponseSchema.parse(body).bids,
        providesTags: ['PreviousBids'],
      }),
      submitBid: build.mutation<MyBid, BidSubmit>({
        query: (body) => ({ url: 'tasks/marketplace/bids', method: 'POST', body }),
        transformResponse: (body: unknown) => myBidResponseSchema.parse(body).bid,
        invalidatesTags: (_bid, error, { taskId }) =>
          error ? [] : [{ type: 'Task', id: taskId }, 'Offers', 'MyBids', 'PreviousBids'],
      }),
      claimTask: build.mutation<ClaimResponse, Claim>({
        query: (body) => ({ url: 'tasks/marketplace/claim', method: 'POST', body }),
        transformResponse: (body: unknown) => claimResponseSchema.parse(body),
        // A lost race changes the offers too: the task is someone else's now.
        invalidatesTags: (_claim, _error, { taskId }) => [{ type: 'Task', id: taskId }, 'Offers'],
      }),
    }),
  });

export const { useGetPreviousBidsQuery, useSubmitBidMutation, useClaimTaskMutation } = bidApi;
