import {
  paymentProviderSchema,
  PROVIDER_LIST_CACHE_SECONDS,
  providerMatchResponseSchema,
  type BidDecision,
  type CreateEscalation,
  type MarketplaceOfferAction,
  type PaymentProviderInfo,
  type PaymentRequest,
  type PaymentUpdate,
  type ProviderCard,
  type ProviderInvite,
  type ProviderMinRating,
  type UpdateEscalationRules,
} from '@staydesk/contracts';
import { createRemoteStore, createTaskApi } from '@staydesk/design-system/platform';

/**
 * The remote's one api: the task client's read of the task the panel shows, and the panel's
 * calls (spec §7). A change answers nothing the panel reads: it refetches the task, as the
 * task's live event would in every other open browser.
 */
export const taskApi = createTaskApi({ tagTypes: ['Providers'] }).injectEndpoints({
  endpoints: (build) => {
    const change = <Body extends { taskId: string }>(method: 'POST' | 'PATCH', url: string) =>
      build.mutation<void, Body>({
        query: (body) => ({ url, method, body }),
        invalidatesTags: (_result, _error, { taskId }) => [{ type: 'Task', id: taskId }],
      });
    return {
      makeEligible: build.mutation<void, { taskId: string; body: MarketplaceOfferAction }>({
        query: ({ taskId, body }) => ({
          url: 'tasks/marketplace',
          method: 'POST',
          params: { taskId },
          body,
        }),
        invalidatesTags: (_result, _error, { taskId }) => [
          { type: 'Task', id: taskId },
          { type: 'Providers', id: taskId },
        ],
      }),
      // A bid's acceptance or rejection, or an issue's bid adjustment approved or rejected.
      decideBid: change<BidDecision>('PATCH', 'tasks/marketplace/bids'),
      getProviders: build.query<ProviderCard[], { taskId: string; minRating: ProviderMinRating }>({
        query: ({ taskId, minRating }) => ({
          url: 'tasks/marketplace/providers',
          params: { taskId, minRating },
        }),
        transformResponse: (body: unknown) => providerMatchResponseSchema.parse(body).providers,
        providesTags: (_result, _error, { taskId }) => [{ type: 'Providers', id: taskId }],
        keepUnusedDataFor: PROVIDER_LIST_CACHE_SECONDS,
      }),
      inviteProviders: build.mutation<void, ProviderInvite>({
        query: (body) => ({ url: 'tasks/marketplace/providers/invite', method: 'POST', body }),
        invalidatesTags: (_result, _error, { taskId }) => [
          { type: 'Task', id: taskId },
          { type: 'Providers', id: taskId },
        ],
      }),
      getPaymentProvider: build.query<PaymentProviderInfo, void>({
        query: () => 'payments/provider',
        transformResponse: (body: unknown) => paymentProviderSchema.parse(body),
      }),
      requestPayment: change<PaymentRequest>('POST', 'tasks/marketplace/payments'),
      updatePayment: change<PaymentUpdate>('PATCH', 'tasks/marketplace/payments'),
      updateEscalationRules: change<UpdateEscalationRules>(
        'PATCH',
        'tasks/marketplace/escalations',
      ),
      createEscalation: change<CreateEscalation>('POST', 'tasks/marketplace/escalations'),
    };
  },
});

export const store = createRemoteStore(taskApi);

export const {
  useGetTaskQuery,
  useMakeEligibleMutation,
  useDecideBidMutation,
  useGetProvidersQuery,
  useInviteProvidersMutation,
  useGetPaymentProviderQuery,
  useRequestPaymentMutation,
  useUpdatePaymentMutation,
  useUpdateEscalationRulesMutation,
  useCreateEscalationMutation,
} = taskApi;
