import { listingFullResponseSchema, type Listing } from '@staydesk/contracts';
import { taskApi } from '../marketplace-panel/api';

/** The listing a provider's property details show, whole: GET /api/listings/full?listingId=. */
export const listingApi = taskApi.injectEndpoints({
  endpoints: (build) => ({
    getFullListing: build.query<Listing, string>({
      query: (listingId) => ({ url: 'listings/full', params: { listingId } }),
      transformResponse: (body: unknown) => listingFullResponseSchema.parse(body).listing,
    }),
  }),
});

export const { useGetFullListingQuery } = listingApi;
