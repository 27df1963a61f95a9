import {
  marketplaceListResponseSchema,
  myBidsResponseSchema,
  type MarketplaceListQuery,
  type MarketplaceListResponse,
  type MyBidsResponse,
} from '@staydesk/contracts';
import { bidApi } from '../place-bid/api';

/** The provider's marketplace page: the offered tasks and the provider's own bids, a page each. */
export const offersApi = bidApi.injectEndpoints({
  endpoints: (build) => ({
    getOffers: build.query<MarketplaceListResponse, MarketplaceListQuery>({
      query: (params) => ({ url: 'tasks/marketplace', params }),
      transformResponse: (body: unknown) => marketplaceListResponseSchema.parse(body),
      providesTags: ['Offers'],
    }),
    getMyBids: build.query<MyBidsResponse, { limit: number; offset: number }>({
      query: (params) => ({ url: 'tasks/marketplace/bids/mine', params }),
      transformResponse: (body: unknown) => myBidsResponseSchema.parse(body),
      providesTags: ['MyBids'],
    }),
  }),
});

export const { useGetOffersQuery, useGetMyBidsQuery } = offersApi;
